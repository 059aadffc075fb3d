## pt-BR: presets
