## it: refusals
