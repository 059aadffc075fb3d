## es: presets
