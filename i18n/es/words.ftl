## es: words
