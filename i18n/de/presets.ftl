## de: presets
