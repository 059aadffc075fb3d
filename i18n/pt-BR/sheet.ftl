## pt-BR: sheet
