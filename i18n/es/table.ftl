## es: table
