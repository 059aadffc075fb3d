## it: words
