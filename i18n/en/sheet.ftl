## en: sheet
