## en: board
