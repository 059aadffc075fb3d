## de: sheet
