## es: the data folder's files (src/store): what cannot be read, written or trusted.
