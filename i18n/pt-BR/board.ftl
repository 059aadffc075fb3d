## pt-BR: board
