## de: refusals
