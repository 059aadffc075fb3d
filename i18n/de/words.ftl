## de: words
