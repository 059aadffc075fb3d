## es: cli
cli-no-such-language = no hay un idioma `{ $tag }`: elegí uno de { $known }
