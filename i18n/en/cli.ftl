## en: cli
cli-no-such-language = there is no language `{ $tag }`: choose one of { $known }
