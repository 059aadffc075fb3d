## de: cli
cli-no-such-language = die Sprache `{ $tag }` gibt es nicht: wähle eine von { $known }
