## es: the data folder's files (src/store): what cannot be read, written or trusted.

store-cannot = { $op ->
    [read] no se puede leer { $path }
    [read-game] no se puede leer el archivo de la partida { $path }
    [read-archived] no se puede leer la partida archivada { $path }
    [read-preset] no se puede leer el archivo de preset { $path }
    [write-yaml] no se puede escribir la partida como YAML
    [replace] no se puede reemplazar { $path }
    [create] no se puede crear { $path }
    [create-data-dir] no se puede crear la carpeta de datos { $path }
    [create-temp] no se puede crear un archivo temporal en { $path }
    [sync] no se puede sincronizar { $path }
    [open] no se puede abrir { $path }
    [open-to-lock] no se puede abrir { $path } para bloquearla
    [open-lock-file] no se puede abrir el archivo de bloqueo { $path }
    [follow] no se puede seguir el enlace { $path }
    [remove] no se puede borrar { $path }
    [move] no se puede mover { $path }
    [lock] no se puede bloquear { $path }
    [finish] no se puede terminar el cambio empezado en { $path }
   *[write] no se puede escribir { $path }
}

store-too-big = { $path } tiene { $bytes } bytes; solo se leen archivos de hasta { $limit }
store-symlink = { $path } es un enlace simbólico; solo se leen archivos comunes
store-not-plain = { $path } no es un archivo común (es un pipe, un dispositivo o una carpeta); solo se leen archivos comunes
store-too-deep = { $path } está anidado a más de { $max } niveles en la línea { $line }; canasta nunca escribe eso (el archivo quedó como estaba)
store-too-long = { $origin } pasa de { $limit_mb } MB; eso no es una partida
store-not-utf8 = { $origin } no es texto UTF-8 (byte { $byte })

store-exists = { $path } ya existe; agregá --force para reemplazarlo, o poné otro nombre de archivo (no se escribió nada)
store-folder = { $path } es una carpeta; poné un nombre de archivo

store-another-canasta = otro canasta
store-waiting = esperando a que { $holder } termine con { $dir } (Ctrl-C para parar; --wait SECONDS se rinde después de un rato) ...
store-waiting-up-to = esperando hasta { $secs } s a que { $holder } termine con { $dir } ...
store-gave-up = dejé de esperar después de { $secs } s: { $holder } sigue cambiando las partidas en { $dir } (no se cambió nada; probá de nuevo cuando termine)

store-no-file-name = { $path } no tiene nombre de archivo
store-variant-is-path = `variant:` nombra un preset por su nombre, no por una ruta; poné las reglas en `rules:`, o un nombre de preset (mirá `canasta variants`)
store-shadows-built-in = sin usar: un preset incluido tiene este nombre; cambiale el nombre al archivo
store-preset-too-big = { $path } pasa de { $limit_kb } KB; un preset es un archivo chico

store-nothing-changed = no se cambió nada
store-not-a-change = { $path } no es un cambio que empezó canasta ({ $fault ->
        [header] su primera línea no es de canasta
        [step] la línea { $line } no es un paso
        [staged] la línea { $line } no nombra ningún archivo preparado
       *[file] la línea { $line } nombra { $file }, que no es un archivo de la carpeta de datos
    }); sacalo de la carpeta si lo hiciste vos
store-not-data-file = { $path } no es un archivo de la carpeta de datos

store-not-game-id = { $id } no es un id de partida: los ids son letras, dígitos, `-` y `_` (como mucho { $max }), p. ej. 3; `canasta list` los muestra
store-no-home = no se encuentra una carpeta personal para los archivos de las partidas; pasá --data-dir DIR
store-no-game-to-delete = no hay ninguna partida { $id } para borrar
store-no-game-to-archive = no hay ninguna partida { $id } para archivar
store-no-archived-game = no hay ninguna partida archivada { $id }
store-archived-exists = ya existe una partida archivada { $id }; no se movió nada
store-game-exists = ya existe una partida { $id }; no se movió nada
store-no-free-number = no queda ningún número de partida libre: las partidas en { $dir } llegan hasta el número más grande que hay; cambiale el nombre al archivo de número más alto, o borralo
store-archived = la partida { $id } está archivada; `canasta unarchive { $id }` la trae de vuelta (`canasta history` la lista)
store-no-game-yet = no hay ninguna partida { $id }; todavía no hay partidas: empezá una con `canasta new`
store-no-game = no hay ninguna partida { $id }; las partidas son: { $ids }
store-no-current = no hay partida actual: empezá una con `canasta new`, o nombrá una con --game ID (mirá `canasta list`)
store-linked-folder = { $path } no es una carpeta propia (un enlace, o un archivo); canasta lee y escribe solo dentro de su carpeta de datos, así que no lo toca: movelo a otro lado y el próximo comando vuelve a crear la carpeta
store-in-the-way = { $kind ->
    [folder] { $path } es una carpeta
    [link] { $path } es un enlace simbólico
   *[special] { $path } no es un archivo común (es un pipe o un dispositivo)
} donde canasta guarda un archivo propio, así que no se guardó nada: borrá o mové { $path } y volvé a correr el comando
store-not-plain-game = { $path } no es un archivo común (¿un enlace?); las partidas se guardan solo como archivos comunes en { $dir }
store-too-big-to-save = la partida ocuparía { $mb } MB, y canasta lee archivos de partida de hasta { $limit_mb } MB; no se guardó nada (empezá una partida nueva, o partí esta con `canasta new --start`)
store-tournament-too-big = el archivo del torneo ocuparía { $kb } KB, y canasta lee archivos de torneo de hasta { $limit_kb } KB; no se guardó nada (menos inscriptos, o nombres más cortos)
store-game-file = { $left ->
    [cut-short] el archivo de la partida { $origin }{ $error } (el archivo quedó como estaba; si lo editaste a mano, volvé a poner la línea al final)
    [yes] el archivo de la partida { $origin }{ $error } (el archivo quedó como estaba)
   *[no] el archivo de la partida { $origin }{ $error }
}
store-game-in-backup = { $left ->
    [cut-short] el archivo de la partida { $id } de la copia de seguridad{ $error } (el archivo quedó como estaba; si lo editaste a mano, volvé a poner la línea al final)
    [yes] el archivo de la partida { $id } de la copia de seguridad{ $error } (el archivo quedó como estaba)
   *[no] el archivo de la partida { $id } de la copia de seguridad{ $error }
}

store-bad-aliases = los nombres unidos en { $path } { $reason } (el archivo quedó como estaba)
store-bad-match-name = { $name } no puede ser el nombre de una serie: solo letras, dígitos, `-` y `_`
store-bad-match = la serie { $path } { $reason } (el archivo quedó como estaba)
store-match-names-itself = la serie { $path } se nombra a sí misma { $name } (el archivo quedó como estaba)
store-reason-unreadable = { $subject ->
    [names] no se pueden leer: { $message }
   *[match] no se puede leer: { $message }
}
store-reason-unreadable-at = { $subject ->
    [names] no se pueden leer en la línea { $line }: { $message }
   *[match] no se puede leer en la línea { $line }: { $message }
}
store-reason-twice = no se pueden leer: { $name } aparece dos veces (escrito de dos maneras)
store-reason-not-kept = no se pueden guardar: { $why }
store-reason-too-deep = { $subject ->
    [names] están anidados a más de { $max } niveles en la línea { $line }
   *[match] está anidada a más de { $max } niveles en la línea { $line }
}
store-reason-match-named = se llama { $name }: el nombre de una serie es solo letras, dígitos, `-` y `_`
store-reason-match-game = lista la partida { $game } (un id de partida dos veces, o un id que no es simple)
store-reason-bad-name = tiene un nombre que no puede ser: { $why }
store-reason-too-many-rounds = planea { $rounds } rondas en total, y un torneo tiene como mucho { $max }: su `plan:` tiene que sumar { $max } rondas o menos
store-reason-out-of-range = da `{ $key }` como { $value }, que no puede ser: es un número de { $min } a { $max }
store-reason-events-not-kept = es de un torneo, y la app en un teléfono solo no guarda torneos: un torneo se lleva con canasta en una computadora

# A fault of the program itself (never the input or the machine).
store-fault = canasta falló por sí mismo ({ $what }); no se guardó nada. Por favor, infórmelo con la orden que escribió.
store-bad-tournament-name = { $name } no puede ser el nombre de un torneo: solo letras, dígitos, `-` y `_`
store-bad-tournament = el torneo { $path } { $reason } (el archivo quedó como estaba)
store-tournament-names-itself = el torneo { $path } se nombra a sí mismo { $name } (el archivo quedó como estaba)
store-tournament-missing = la partida { $game } es de una mesa del torneo { $path }, que no está: vuelva a poner el archivo del torneo antes de cambiar la partida (no se cambió nada)
store-tournament-disowns = la partida { $game } dice ser la mesa { $table } de la ronda { $round } de { $path }, que no la tiene ahí: no se cambió nada (arregle el archivo del torneo o consulte al director)
store-claimed-twice = la partida { $game } figura en más de un archivo de torneo ({ $paths }): saque la copia de la carpeta de torneos (no se cambió nada)
