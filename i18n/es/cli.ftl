## es: cli
cli-no-such-language = no hay un idioma `{ $tag }`: elegí uno de { $known }

## The error line every refusal is printed on.
cli-error = error: { $message }

## Files named on the command line.
cli-cannot-create = no se puede crear { $path }: { $error }
cli-cannot-write = no se puede escribir { $path }: { $error }
cli-cannot-read = no se puede leer { $path }: { $error }
cli-standard-input = la entrada estándar
cli-wrote-manpages = Se escribieron las páginas del manual en { $path }.

## canasta serve
cli-board-at = El tablero está en { $address }
cli-board-stop-hint = Ctrl-C lo detiene.
cli-serve-cannot-listen = no se puede escuchar en { $address }: { $error }; poné otro --listen DIRECCIÓN:PUERTO
cli-serve-no-address = el tablero no tiene dirección IP
cli-serve-no-key = no hay clave al azar: { $error }
cli-serve-socket = no se puede usar el socket del tablero
cli-serve-cannot-start = el tablero no puede arrancar
cli-board-stopped = Se dejó de servir el tablero.

## canasta new, use, show, list
cli-started = Empezó la partida { $id } ({ $variant }): { $sides }. Reparte primero: { $dealer }.
cli-output-needs-svg = -o escribe el gráfico como imagen: poné --format svg (el anotador sale por la salida estándar)
cli-wrote-chart = Se escribió el gráfico de la partida { $id } en { $path }.
cli-show-title = Partida { $id } ({ $variant }): { $sides }
cli-no-games = Todavía no hay partidas: empezá una con `canasta new` o `canasta play`.
cli-now-current = Ahora la partida actual es la { $id }.

## canasta undo, drop
cli-removed-hand = Se quitó la { $term ->
        [round] ronda
       *[hand] mano
    } { $number } ({ $summary }).
cli-removed-did-not-add-up = no cerraba; la partida vuelve a cerrar

## canasta export
cli-all-is-yaml = --all escribe todas las partidas en YAML, para restaurarlas con `canasta import`; para csv, exportá una partida por vez
cli-backup-damaged = La partida { $id } está dañada ({ $why }); la copia de seguridad la lleva tal cual, y `canasta import --skip-damaged` restaura las demás.
cli-wrote-games = Se { $count ->
        [one] escribió 1 partida
       *[other] escribieron { $count } partidas
    } en { $path }.
cli-wrote-game = Se escribió la partida { $id } en { $path }.

## canasta delete, archive, unarchive
cli-delete-needs-yes = borrar la partida { $id } no se puede deshacer; poné --yes para borrarla sin que se te pregunte (o `canasta archive { $id }` para sacarla del medio)
cli-delete-confirm = ¿Borrar la partida { $id } para siempre? No se puede recuperar
cli-nothing-deleted = No se borró nada.
cli-deleted = Se borró la partida { $id }.
cli-archived = Partida { $id } archivada: fuera de `canasta list`, sigue en `canasta history`; `canasta unarchive { $id }` la trae de vuelta.
cli-unarchived = La partida { $id } volvió a estar entre las partidas.

## canasta stats, history, players
cli-vs-two-names = --vs lleva dos nombres, uno por vez: --vs Ann --vs Bob (diste { $given })
cli-vs-unknown = { $who } no jugó en ninguna de estas partidas; `canasta players` muestra quiénes jugaron
cli-bad-day = --{ $flag } { $day }: escribí el día como AAAA-MM-DD, por ejemplo 2026-01-31
cli-merge-same-table = { $from } y { $into } jugaron en la misma mesa ({ $sides }, empezada el { $day }): son dos personas; no se unió nada
cli-merged = { $from } cuenta como { $into } de ahora en más (en `canasta stats` y `history --player`); no se cambió ningún archivo de partida.

## canasta import
cli-import-skipped = Se salteó la partida { $id }: { $why }
cli-import-already = La partida { $was } ya está (como partida { $id }); no se agrega de nuevo.
cli-import-already-many = { $count ->
        [one] 1 partida de la copia ya está
       *[other] { $count } partidas de la copia ya están
    }; no se agregan de nuevo.
cli-import-restored-many = Se { $count ->
        [one] restauró 1 partida
       *[other] restauraron { $count } partidas
    }, cada una con su número.
cli-import-restored-many-moved = Se { $count ->
        [one] restauró 1 partida
       *[other] restauraron { $count } partidas
    }.
cli-import-restored = Se restauró la partida { $id }{ $archived ->
        [yes] , archivada
       *[no] {""}
    }.
cli-import-restored-moved = Se restauró la partida { $id } (era la { $was }; ese número está ocupado){ $archived ->
        [yes] , archivada
       *[no] {""}
    }.
cli-import-more = ... y { $count } más con números nuevos.
cli-import-matches = Se restauraron { $matches ->
        [one] 1 serie
       *[other] { $matches } series
    } y { $merged ->
        [one] 1 nombre unido
       *[other] { $merged } nombres unidos
    }.
cli-import-nothing = No se agregó nada: todas las partidas de la copia ya están.
cli-imported = Se importó la partida { $id } ({ $variant }, { $hands ->
        [one] 1 { $term ->
            [round] ronda
           *[hand] mano
        }
       *[other] { $hands } { $term ->
            [round] rondas
           *[hand] manos
        }
    }): { $sides }.
cli-import-same = Esta partida ya está, como partida { $id }; no se importó nada.
cli-import-extended = Se agregó { $added ->
        [one] la { $term ->
            [round] ronda
           *[hand] mano
        } { $from }
       *[other] de la { $term ->
            [round] ronda
           *[hand] mano
        } { $from } a la { $to }
    } de esta copia a la partida { $id }, que ya tenía las anteriores: { $sides }.
cli-import-behind = La partida { $id } ya está, más adelantada que esta copia ({ $kept } contra { $copy }, las de esta copia entre ellas); no se importó nada.

## canasta check
cli-check-unreadable-current = nota: la partida actual ({ $id }) no se puede leer, así que se responde con las reglas de Classic; nombrá las reglas con --variant
cli-check-whose-minimum = ¿el mínimo para bajar de quién? poné --score N (el total de la pareja), o --side NOMBRE (con --game ID, o la partida actual)

## canasta variants
cli-variants-head-variant = variante
cli-variants-head-description = descripción
cli-variants-yours = (tuya) { $description }
cli-variants-yours-problem = (tuya: { $file }) { $problem }
cli-variants-own-presets = Tus propias variantes van en { $dir } (mirá `canasta variants --help`).
cli-variants-good-preset = { $file }: una variante válida, `{ $name }`.

## Shell completion: a game id whose file cannot be read.
cli-complete-damaged = dañada
cli-serve-scorer-at = La página del anotador (solo para el celular que lleva el puntaje; Enter acá da una clave nueva) está en { $address }
cli-serve-scorer-new-key = Se cambió la clave del anotador; la página del anotador ahora está en { $address }

cli-slip-warning = aviso: { $fact }. Si esos puntos no están en los puntos bajados, corregí la { $term ->
        [round] ronda
       *[hand] mano
    } { $number }: canasta edit { $game }{ $number } "{ $side }: -puntos"
cli-slip-melded-warning = aviso: { $fact }. Si los puntos bajados no están bien, corregí la { $term ->
        [round] ronda
       *[hand] mano
    } { $number }: canasta edit { $game }{ $number } "{ $side }: puntos"

cli-permission-hint = canasta no tiene permiso para leer o escribir ese archivo: dale a tu usuario permiso de lectura y escritura sobre la carpeta de datos y sus archivos (por ejemplo `chmod -R u+rw CARPETA`), o ejecutá canasta con el usuario dueño de ellos
cli-held-hint = puede que otro programa tenga ese archivo abierto (un antivirus, un programa de copias o de sincronización como OneDrive, un editor): canasta lo intentó de nuevo durante cuatro segundos. Cerrá ese programa, o excluí la carpeta de datos de sus análisis, y probá otra vez. Si sigue pasando, dale a tu usuario permiso para modificar la carpeta de datos (sus Propiedades, pestaña Seguridad)
cli-serve-tls-no-certificate = { $path } no contiene un certificado (un archivo PEM con -----BEGIN CERTIFICATE-----): dá primero el certificado y después su clave, p. ej. `canasta serve --tls cert.pem key.pem`
cli-serve-tls-no-key = { $path } no contiene una clave privada (un archivo PEM con -----BEGIN PRIVATE KEY-----, RSA o EC): dá primero el certificado y después su clave
cli-serve-tls-mismatch = la clave { $key } no es la del certificado { $cert }: dá el certificado y la clave privada con la que se hizo
cli-serve-tls-refused = el certificado y la clave no sirven para HTTPS: { $reason }

cli-tournament-created = Torneo { $name } creado: { $entrants } inscriptos, { $variant }, { $plan } ({ $rounds } { $rounds ->
    [one] ronda
   *[other] rondas
}). Ubicá la ronda 1: `canasta tournament seat { $name }`.
cli-tournament-near = Ojo, línea { $line }: { $player } se parece a { $like }; si es la misma persona, escribí el nombre igual las dos veces.
cli-tournament-drafted = Ronda { $round } ubicada, todavía sin publicar: revisala y después `canasta tournament publish { $name }` (o ubicala a mano: --seating ARCHIVO).
cli-tournament-drafted-individual = Ronda { $round } ubicada, todavía sin publicar: revisala y después `canasta tournament publish { $name }` (en un torneo individual ubica el movimiento: no se ubica a mano).
cli-tournament-published = Ronda { $round } publicada: { $tables ->
    [one] 1 mesa, partida { $first }
   *[other] { $tables } mesas, partidas { $first } a { $last }
}. Cada mesa anota sus manos en su partida (`canasta record --game ID`, el modo mesa o el teléfono).
cli-tournament-closed = Ronda { $round } cerrada; la clasificación: `canasta tournament standings { $name }`.
cli-tournament-col-table = Mesa
cli-tournament-col-ns = N-S
cli-tournament-col-ew = E-O
cli-tournament-col-game = Partida
cli-tournament-sit-out = Descansa: { $names }
cli-tournament-bye = Pasan a la ronda siguiente sin jugar (libres): { $names }
cli-tournament-round-absent = Ausentes: { $names }
cli-tournament-swiss-rematch = nota: la ronda { $round } sienta a { $ns } contra { $ew }, que se enfrentaron en la ronda { $met }; una ronda suiza nunca empareja a dos que ya se enfrentaron (la ubicación queda como se escribió: ubicala de nuevo para cambiarla)
cli-tournament-individual-evenness = Los compañeros cambian cada ronda: en sus { $rounds } rondas nadie juega en pareja con el mismo más de { $partners ->
    [1] una vez
   *[other] { $partners } veces
} ni lo enfrenta más de { $opponents ->
    [1] una vez
   *[other] { $opponents } veces
}{ $out ->
    [0] {""}
    [1] ; en cada ronda descansa un jugador, por turno
   *[other] ; en cada ronda descansan { $out } jugadores, por turno
}.
cli-tournament-knockout-takes-first = La eliminatoria toma a los inscriptos 1 a { $qualifiers } de { $entrants }, sembrados en el orden de la lista; los demás no juegan ninguna ronda.
cli-tournament-knockout-takes-top = La eliminatoria toma a los primeros { $qualifiers } de { $entrants } de la clasificación tras la ronda { $after }; los demás no juegan más rondas.
cli-tournament-knockout-takes-groups = La eliminatoria toma a los primeros { $each } de cada grupo tras la ronda { $after } ({ $qualifiers } en total); los demás no juegan más rondas.
cli-tournament-round-heading = { $name }, ronda { $round } ({ $state ->
    [drafted] ubicada, sin publicar
    [published] publicada
   *[closed] cerrada
})
cli-tournament-col-rank = Pos.
cli-tournament-col-entrant = Pareja
cli-tournament-col-player = Jugador
cli-tournament-col-vp = { $vp ->
    [yes] PV
   *[no] Ganadas
}
cli-tournament-col-mp = PP
cli-tournament-col-rounds = Rondas
cli-tournament-col-knockout = Eliminatoria
cli-tournament-knockout-finish = { $outcome ->
    [won] ganó la final
    [playing] { $reached ->
        [2] en la final
        [4] en semifinales
        [8] en cuartos de final
        [16] en octavos de final
       *[other] en la ronda de { $reached }
    }
   *[lost] { $reached ->
        [2] perdió la final
        [4] eliminada en semifinales
        [8] eliminada en cuartos de final
        [16] eliminada en octavos de final
       *[other] eliminada en la ronda de { $reached }
    }
}
cli-tournament-standings-heading = { $name }: { $round ->
    [0] clasificación antes de la ronda 1 de { $rounds }
   *[other] clasificación tras la ronda { $round } de { $rounds }
}
cli-tournament-amended = Ronda { $round }, mesa { $table }: antes { $before }, ahora { $after }; queda en el registro del torneo con su motivo.
cli-tournament-none = Todavía no hay torneos: `canasta tournament new NOMBRE --variant burraco-tournament --entrants ARCHIVO --plan "3 mitchell + 1 danish"`.
cli-tournament-not-seated = La ronda { $round } todavía no está ubicada.
cli-serve-tournament-sheet = Los códigos QR de las mesas, para imprimir: canasta tournament sheet { $name } --base { $base } > mesas.html
cli-tournament-col-deals = Manos
cli-tournament-col-points = Puntos
cli-tournament-col-state = Estado
cli-tournament-table-state = { $state ->
    [level] empatados: otra mano
    [confirmed] terminada, confirmada
    [table-confirmed] terminada, la mesa confirmó
    [absent] ausente: sin partida
    [over] terminada
    [waiting] sin empezar
    [damaged] dañada: ver `canasta show --game`
   *[playing] jugando
}
cli-tournament-amended-count = ({ $count ->
    [one] 1 corrección
   *[other] { $count } correcciones
})
cli-tournament-tables-over = Mesas terminadas: { $over } de { $tables }.
cli-tournament-earlier-open = La ronda { $round } todavía no está cerrada: { $count ->
    [0] todas las partidas terminaron (cerrala con `canasta tournament close { $name }`)
    [one] la mesa { $tables } sigue jugando
   *[other] las mesas { $tables } siguen jugando
}.
cli-tournament-clock = Tiempo restante: { $left } de { $minutes } minutos.
cli-tournament-clock-warn = Últimos minutos: quedan { $left }.
cli-tournament-clock-over = Se acabó el tiempo: los { $minutes } minutos terminaron hace { $over } minutos.
cli-tournament-absent = Ausentes en las próximas rondas: { $names }.
cli-tournament-absent-seated = La ronda { $round } está ubicada, todavía sin publicar, con { $entrant } en una mesa: ubicala de nuevo (`canasta tournament seat { $name }`) antes de publicarla.
cli-tournament-absent-too-few = Una ronda individual ubica al menos { $need } jugadores y hay { $present } presentes: la próxima ronda no se puede ubicar hasta que vuelva uno (`--back`).
cli-tournament-none-absent = No hay ausentes.
cli-serve-desk-at = La mesa del director (con la clave del anotador; no la compartas): { $address }
cli-tournament-log-heading = Correcciones (el registro del torneo):
cli-tournament-log-line = Ronda { $round }, mesa { $table }, { $at } { $by ->
    [desk] en la mesa del director
    [table_mode] en la mesa del director, en la terminal
   *[command_line] desde la línea de comandos
}: { $before } antes, { $after } después. Motivo: { $why }
cli-tournament-group-standings-heading = { $name }, grupo { $group }: { $round ->
    [0] clasificación antes de la ronda 1 de { $rounds }
   *[other] clasificación tras la ronda { $round } de { $rounds }
}
cli-tournament-groups = Grupos: { $groups }.
cli-tournament-entrants-needed = Los inscriptos: dá --entrants ARCHIVO (uno por línea), o --entrant "Ana, Bob" una vez por cada uno; para escribirlos uno por línea hace falta una terminal.
cli-tournament-not-made = No se creó ningún torneo.
cli-tournament-provisional = (provisoria: una partida de la ronda { $round } no terminó)
cli-tournament-provisional-open = (provisoria: todas las partidas terminaron; la ronda { $round } todavía no está cerrada)
cli-tournament-final = (final: firmada { $at })
cli-tournament-signed = La clasificación de { $name } está firmada como final ({ $at }): ya no cambia nada del torneo. Para corregirlo, reabrilo: canasta tournament reopen { $name } --why "MOTIVO"
cli-tournament-reopened = { $name } está reabierto: sus resultados se pueden corregir de nuevo, cada uno con su motivo; firmalo otra vez al terminar (canasta tournament sign { $name })
cli-tournament-reopening-line = Firmado { $signed }, reabierto { $at }. Motivo: { $why }
cli-tournament-key-line = Mesa { $table }: { $key }
cli-tournament-keys-renewed = Claves nuevas para las { $tables } mesas de { $name }: las viejas ya no abren nada. Imprimí otra vez la hoja de las mesas (canasta tournament sheet { $name } --base http://HOST:PUERTO) y dale a cada mesa su código QR nuevo.
cli-tournament-closed-unfinished = La ronda { $round } está cerrada, pero { $count ->
    [one] la partida de la mesa { $tables } no terminó
   *[other] las partidas de las mesas { $tables } no terminaron
} (se corrigió una mano): la clasificación { $count ->
    [one] la deja
   *[other] las deja
} afuera hasta que se anoten de nuevo las manos (`canasta record --game ID --why "MOTIVO" ...`).

cli-site-col-points = Puntos
cli-site-vp = puntos de victoria { $vp }
cli-site-table = Mesa { $table }
cli-site-table-title = { $name }: ronda { $round }, mesa { $table }
cli-site-back = Todos los resultados de { $name }
cli-site-written = Los resultados de { $name } están en { $dir }: { $pages } páginas (primero index.html). Subí la carpeta a cualquier servidor web (ver "Una noche de torneo" en la guía).

# Un circuito (`canasta circuit CARPETA`): sus etapas, la regla de los finalistas, la
# clasificación de las parejas y la de los jugadores.
cli-circuit-heading = { $name }: { $stages ->
    [one] 1 etapa
   *[other] { $stages } etapas
}
cli-circuit-stage = { $number }. { $name } ({ $date }), { $entrants } inscriptos
cli-circuit-stage-undated = { $number }. { $name }, { $entrants } inscriptos
cli-circuit-rule-top = Finalistas (*): los { $top } primeros de cada etapa{ $min ->
    [0] {""}
   *[other] , que jugaron por lo menos { $min } etapas
}.
cli-circuit-rule-share = Finalistas (*): el primer { $share } % de cada etapa{ $min ->
    [0] {""}
   *[other] , que jugaron por lo menos { $min } etapas
}.
cli-circuit-rule-top-share = Finalistas (*): los { $top } primeros o el primer { $share } % de cada etapa, lo que sea más{ $min ->
    [0] {""}
   *[other] , que jugaron por lo menos { $min } etapas
}.
cli-circuit-rule-overall = Finalistas (*): los { $top } primeros del circuito{ $min ->
    [0] {""}
   *[other] {" "}entre los que jugaron por lo menos { $min } etapas
}.
cli-circuit-pairs = Parejas
cli-circuit-players = Jugadores (cada uno con todas sus parejas)
cli-circuit-col-pair = Pareja
cli-circuit-col-player = Jugador
cli-circuit-col-stages = Etapas
cli-circuit-col-stage = Etapa { $number }
cli-circuit-col-finalist = Finalista
cli-circuit-stage-cell = { $rank }.º ({ $vp } PV)
cli-circuit-finalist-yes = finalista
cli-circuit-site = La página del circuito está en { $dir }: index.html y su hoja de estilo, para cualquier servidor web.
cli-results-from = { $club ->
    [none] {""}
   *[other] { $club }, {""}
}{ $date ->
    [none] sin fecha
   *[other] { $date }
}: la clasificación calculada de nuevo desde las mesas del archivo.
cli-results-only = --club y --members van en un archivo de resultados: agregá --format results (o results-csv); no se escribió nada
cli-results-no-member = nota: la lista de socios no le da número a { $player } (el archivo se escribe sin él)
cli-results-no-member-like = nota: la lista de socios no le da número a { $player }; tiene a { $like }, que no jugó: ¿es la misma persona? (el archivo se escribe sin él)
cli-circuit-empty = { $dir } no tiene ningún torneo: un circuito suma archivos de resultados (`tournament export NOMBRE --format results`, `*.json`) y noches exportadas enteras (`tournament export NOMBRE`, `*.yaml`)
