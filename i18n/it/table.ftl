## it: table
