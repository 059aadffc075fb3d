## es: refusals
