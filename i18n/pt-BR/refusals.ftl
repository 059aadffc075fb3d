## pt-BR: refusals
