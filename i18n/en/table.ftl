## en: table
