## es: board
