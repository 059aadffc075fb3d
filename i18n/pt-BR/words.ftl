## pt-BR: words
