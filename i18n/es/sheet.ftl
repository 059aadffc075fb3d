## es: sheet
