## de: board
