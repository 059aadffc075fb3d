## pt-BR: table
