## en: refusals
