//! Hostile input: game ids that are paths, hostile files, names and outputs.
