## en: presets
