## it: sheet
