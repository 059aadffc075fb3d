## de: table
