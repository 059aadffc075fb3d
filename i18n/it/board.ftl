## it: board
