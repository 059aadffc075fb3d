## pt-BR: cli
cli-no-such-language = não existe o idioma `{ $tag }`: escolha um de { $known }
