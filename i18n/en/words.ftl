## en: words
