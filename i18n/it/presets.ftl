## it: presets
