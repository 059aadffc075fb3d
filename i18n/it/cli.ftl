## it: cli
cli-no-such-language = la lingua `{ $tag }` non c'è: scegli tra { $known }
