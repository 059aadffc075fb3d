# La ayuda de la línea de comandos (`--help`) y las palabras del propio clap, en español
# del Río de la Plata (ver en/help.ftl). Ids: `help-canasta-record` es el texto de un
# comando, `help-canasta-record--game` el de una opción; `.long` es el texto que muestra
# `--help` donde `-h` muestra el primero, `.after` y `.after-long` los ejemplos que siguen.


help-canasta =
    Anotador y árbitro de reglas para la Canasta jugada con cartas de verdad
    .long =
        Anotador y árbitro de reglas para la Canasta jugada con cartas de verdad.

        Después de cada mano, ingresá lo que hizo cada pareja (juegos, canastas, treses rojos, quién cortó, penalizaciones); canasta calcula la mano con su detalle, lleva los totales acumulados, dice el mínimo para bajar de cada pareja en la mano siguiente y quién reparte, y nombra al ganador cuando termina la partida. Las partidas se guardan después de cada mano.
    .after =
        Ejemplos:
          canasta play                                   anotá una partida en la mesa, paso a paso
          canasta new --side Nosotros --side Ellos --player Ann --player Bob --player Cy --player Di
          canasta record "Nosotros: c 1p 1r 205" "Ellos: 60 -85"   una línea por pareja
          canasta record --out Nosotros --natural Nosotros=1 --melded Nosotros=205 --red-threes Nosotros=1 \
                         --melded Ellos=60 --in-hand Ellos=85    la misma mano, con flags
          canasta show --explain
          canasta min 1500                               mínimo para bajar con 1500: 90
          canasta export -o game.yaml

        Códigos de salida:
          0    listo
          1    una pregunta de `check` con respuesta no
          2    entrada o uso incorrectos (no se guardó nada)
          3    lo frenó la máquina: disco lleno, sin permiso, --wait dejó de esperar (no se guardó nada)
          70   una falla del propio canasta: por favor, reportala (no se guardó nada)
          130  modo mesa interrumpido (las manos confirmadas antes quedan guardadas)

help-canasta--data_dir =
    Dónde se guardan las partidas (por defecto: la carpeta de datos del sistema)

help-canasta--config_dir =
    De dónde se leen tus propias variantes, en su carpeta `presets/` (por defecto: la carpeta de configuración del sistema)

help-canasta--wait =
    Si otro canasta está cambiando una partida (el modo mesa abierto en otra terminal, por ejemplo), cuánto esperar como mucho antes de abandonar con el código 3 (por defecto: hasta que termine)

help-canasta--why =
    El motivo del director para cambiar una partida de una ronda de torneo cerrada (`record`, `edit`, `undo`, `drop`): queda en el registro del torneo, con los totales de antes y de después

help-canasta--color =
    Colores: `auto` (en una terminal, salvo que esté definida NO_COLOR), `always` o `never`

help-canasta--lang =
    El idioma en que habla: { $languages } o { $last } (por defecto: el primero de LANGUAGE, LC_ALL, LC_MESSAGES y LANG que nombre uno; `C` es inglés)

help-clap-help-more =
    Mostrar la ayuda (más detalle con '--help')
    .long =
        Mostrar la ayuda (un resumen con '-h')

help-clap-version =
    Mostrar la versión

help-canasta-play =
    Modo mesa: anotá la partida actual (o una nueva) mano por mano, respondiendo preguntas
    .long =
        Modo mesa: anotá la partida actual (o una nueva) mano por mano, respondiendo preguntas.

        El modo mesa muestra el anotador, pregunta el resultado de cada pareja, muestra el detalle y lo guarda. Necesita una terminal; para scripts, cada pregunta tiene su flag en `canasta record`.
    .after =
        Ejemplos:
          canasta play                               seguí con la partida actual, o empezá una
          canasta play --new --variant american      derecho a una partida nueva de Canasta americana
          canasta play --new --variant ./ours.yaml   una variante tuya

        Esc o q en el menú sale; Ctrl-C sale en cualquier momento y guarda cada mano confirmada.

help-canasta-play--new =
    Empezar una partida nueva aunque haya una actual

help-canasta-play--variant =
    Variante de la partida nueva (por defecto: la de la última partida; si no, classic)

help-canasta-new =
    Empezá una partida nueva y dejala como actual; se muestra su número
    .after =
        Ejemplos:
          canasta new                                    classic, parejas Nosotros y Ellos
          canasta new --side Nosotras --side Ellas --player Ann --player Bob --player Cy --player Di --dealer Bob
          canasta new --variant classic-2p --side Ann --side Bob
          canasta new --variant classic-3p --side Ann --side Bob --side Cy

        Los jugadores van en orden de asiento, en sentido horario; los asientos alternan las parejas,
        así que con las parejas Nosotras y Ellas los jugadores de arriba se sientan Ann (Nosotras),
        Bob (Ellas), Cy (Nosotras), Di (Ellas).

help-canasta-new--variant =
    Variante: el nombre de una variante (ver `canasta variants`) o la ruta de un archivo de variante

help-canasta-new--sides =
    El nombre de una pareja, en orden de asiento (a tres: el de un jugador). Por defecto: Nosotros, Ellos (y Ustedes), en el idioma en que se habla (We, They en inglés)

help-canasta-new--players =
    El nombre de un jugador, en orden de asiento, en sentido horario (opcional)

help-canasta-new--dealer =
    Quién reparte la primera mano (por defecto: el primer asiento)

help-canasta-new--start =
    Empezar desde totales llevados en otro lado (una partida empezada en papel): PAREJA=TOTAL, separados por comas, p. ej. --start Nosotros=2350,Ellos=1800

help-canasta-new--match_name =
    Jugar esta partida dentro de una serie: varias partidas entre las mismas parejas. La partida siguiente de una serie toma su variante, sus parejas y sus jugadores, salvo que se den otros

help-canasta-new--first_to =
    Una serie nueva la gana la primera pareja que gane N partidas ...

help-canasta-new--games =
    {"."}.. o es de N partidas (gana quien tenga más victorias; después, más puntos)

help-clap-help =
    Mostrar la ayuda

help-canasta-record =
    Anotá una mano de la partida actual; se muestran su detalle y el anotador
    .after =
        Ejemplos:
          canasta record "Nosotros: c 1p 1i 2r 420 -35" "Ellos: 90 -40"       una línea por pareja
          canasta record --lone Bob "Bob: c 1p 300" "Ann + Cy: 120" "Ann: -15" "Cy: -20"
                                                tres jugadores: la línea de la pareja, después la de cada uno
          canasta record "Nosotros: c 1l 1s 420 -20" "Ellos: sm 1s 150 -85"   Burraco: l limpio, s sucio,
                                                sm: el muerto nunca tomado (mnj: muerto tomado, no jugado)
          canasta record --out Nosotros --concealed --natural Nosotros=1 --melded Nosotros=205 --red-threes Nosotros=1 \
                         --melded Ellos=60 --in-hand Ellos=85 --penalty Ellos:undeclared_red_three
          canasta record --from hand.yaml
          canasta record --lone Ann --out Ann --natural Ann=1 --melded Ann=150 \
                         --melded Bob=100 --in-hand Bob=40 --melded Cy=30 --in-hand Cy=25   (tres jugadores)

        Cada pareja necesita al menos una flag (p. ej. --in-hand Ellos=0). Los puntos son valores
        de cartas (múltiplos de 5); los puntos en mano se escriben como números positivos.

        Los juegos y las manos también se pueden dar como cartas (--meld "Nosotros=KKKKKKK QQ2",
        --hand Ellos=K74, una vez por jugador); las cantidades se calculan solas. Notación de cartas:
        A K Q J T (o 10) 9 8 7 6 5 4, 2 (comodín), * (joker), R (tres rojo), B (tres negro); Kx7 son
        siete reyes; los juegos se separan con espacios o comas.

help-canasta-record--lines =
    El resultado entero de cada pareja en una línea, con su nombre adelante: "Nosotros: c 1p 1i 2r 420 -35" "Ellos: 90 -40" (ver "One line per side" en el README)

help-canasta-record--game =
    La partida (por defecto: la actual)

help-canasta-record--out =
    La pareja que cortó

help-canasta-record--concealed =
    La pareja que cortó lo hizo de mano (bajó toda la mano en un solo turno)

help-canasta-record--hand_canasta =
    La pareja que cortó lo hizo con una canasta en mano (vienesa: de mano, con una canasta completa propia en la mano)

help-canasta-record--special =
    La pareja cortó con una mano especial (americana): PAREJA=MANO, p. ej. Nosotros=straight

help-canasta-record--nobody_out =
    Nadie cortó (se acabó el mazo)

help-canasta-record--red_threes =
    Treses rojos que bajó una pareja: PAREJA=N

help-canasta-record--black_threes =
    Treses negros que bajó una pareja, donde suman por cantidad (americana): PAREJA=N

help-canasta-record--pot =
    Qué pasó con el muerto de una pareja (el pozzetto del Burraco, el morto del Buraco): PAREJA=not_taken, PAREJA=unplayed (tomado, no jugado) o PAREJA=taken

help-canasta-record--black_threes_in_hand =
    Treses negros que quedaron en las manos de una pareja, donde cuestan puntos aparte (canadiense, Bolivia): PAREJA=N

help-canasta-record--incomplete =
    Un juego de menos de siete cartas que lleva penalización (americana: aces, sevens, wild, wild_four_jokers): PAREJA=JUEGO; PAREJA=none borra la lista de la pareja al editar

help-canasta-record--holding =
    Jugadores que al final tienen tres o más cartas de un valor (americana: aces, sevens): PAREJA:VALOR=N

help-canasta-record--natural =
    Canastas puras: PAREJA=N

help-canasta-record--mixed =
    Canastas impuras: PAREJA=N

help-canasta-record--canasta =
    Canastas de cualquier clase que tenga la variante: PAREJA:CLASE=N

help-canasta-record--melded =
    Puntos de las cartas que bajó una pareja (con las cartas de las canastas, sin los premios): PAREJA=PUNTOS

help-canasta-record--in_hand =
    Puntos de las cartas que quedaron en las manos de una pareja, como número positivo: PAREJA=PUNTOS

help-canasta-record--penalty =
    Una penalización: PAREJA:NOMBRE o PAREJA:NOMBRE=CANTIDAD. Nombres en Classic: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take

help-canasta-record--bonus =
    Un premio que tenga la variante (canadiense, Hand and Foot: exact_cut): PAREJA:NOMBRE o PAREJA:NOMBRE=CANTIDAD

help-canasta-record--meld_cards =
    Los juegos de una pareja escritos como cartas: PAREJA=CARTAS, p. ej. Nosotros=KKKKKKK o "Nosotros=KKKKKKK QQ2". Los puntos bajados, las canastas y los juegos incompletos se calculan y se controlan solos

help-canasta-record--hand_cards =
    Las cartas que quedaron en la mano de un jugador: PAREJA=CARTAS, una vez por jugador (p. ej. Ellos=K74). Los puntos en mano se calculan solos

help-canasta-record--lone =
    A tres: el jugador que jugó solo esta mano

help-canasta-record--note =
    Una nota para guardar con la mano

help-canasta-record--from =
    Leer la mano de un archivo YAML (una mano con la forma del registro de la partida; `-` para la entrada estándar)

help-canasta-show =
    Mostrá el anotador de la partida actual (o de --game ID)
    .after =
        Ejemplos:
          canasta show                      el anotador de la partida actual
          canasta show --explain            el detalle de cada mano, después el anotador
          canasta show --chart --game 3     el anotador de la partida 3 y el gráfico de sus totales
          canasta show --format json        todo, para programas (las líneas son datos: ver el README)
          canasta show --chart --format svg -o game.svg     el gráfico como imagen

help-canasta-show--game =
    La partida (por defecto: la actual)

help-canasta-show--explain =
    Mostrar las líneas del detalle de cada mano

help-canasta-show--chart =
    Dibujar bajo el anotador un gráfico del total acumulado de cada pareja, mano por mano

help-canasta-show--format =
    Formato de salida (`svg`: el gráfico como imagen)

help-canasta-show--output =
    Escribir en este archivo en vez de la salida estándar (un archivo que ya existe se reemplaza solo con --force)

help-canasta-show--force =
    Reemplazar el archivo de salida si ya existe

help-canasta-list =
    Listá las partidas guardadas
    .after =
        Ejemplos:
          canasta list                      cada partida: número, variante, fecha, manos, totales, estado
          canasta list --format json        lo mismo, para programas

help-canasta-list--format =
    `table` para personas, `json` para programas

help-canasta-use =
    Hacé que una partida guardada sea la actual
    .after =
        Ejemplos:
          canasta use 3                     los comandos pasan a actuar sobre la partida 3

help-canasta-use--id =
    El número de la partida (ver `canasta list`)

help-canasta-undo =
    Quitá la última mano anotada
    .after =
        Ejemplos:
          canasta undo
          canasta undo --game 3

help-canasta-undo--game =
    La partida (por defecto: la actual)

help-canasta-drop =
    Quitá la mano N de cualquier lugar de una partida (una mano anotada por error); las manos siguientes suben un lugar, y se recalculan todos los totales, mínimos y quién reparte a partir de ella
    .after =
        Ejemplos:
          canasta drop 2
          canasta drop 5 --game 3

help-canasta-drop--number =
    La mano que se quita (1 es la primera)

help-canasta-drop--game =
    La partida (por defecto: la actual)

help-canasta-edit =
    Corregí la mano N de una partida; se recalculan todas las manos siguientes
    .long =
        Corregí la mano N de una partida; se recalculan todas las manos siguientes.

        Las flags y las líneas cambian solo lo que nombran (`--melded Nosotros=300` o "Ellos: -15" dejan todo lo demás de la mano como estaba, como hace "Cambiar" en el modo mesa); una línea que empieza con `=` reemplaza el resultado entero de la pareja; `--from ARCHIVO`, la mano entera.
    .after =
        Ejemplos:
          canasta edit 2 "Ellos: -15"                  solo los puntos en mano de Ellos
          canasta edit 2 "Ellos: = 90 -15"             el resultado entero de Ellos
          canasta edit 2 --melded Ellos=65
          canasta edit 3 --out Ellos --natural Ellos=1
          canasta edit 1 --from hand.yaml

help-canasta-edit--number =
    La mano que se corrige (1 es la primera)

help-canasta-edit--lines =
    El resultado entero de una pareja en una línea, que reemplaza el que tenía: "Ellos: 90 -40"

help-canasta-edit--game =
    La partida (por defecto: la actual)

help-canasta-edit--out =
    La pareja que cortó

help-canasta-edit--concealed =
    La pareja que cortó lo hizo de mano (bajó toda la mano en un solo turno)

help-canasta-edit--hand_canasta =
    La pareja que cortó lo hizo con una canasta en mano (vienesa: de mano, con una canasta completa propia en la mano)

help-canasta-edit--special =
    La pareja cortó con una mano especial (americana): PAREJA=MANO, p. ej. Nosotros=straight

help-canasta-edit--nobody_out =
    Nadie cortó (se acabó el mazo)

help-canasta-edit--red_threes =
    Treses rojos que bajó una pareja: PAREJA=N

help-canasta-edit--black_threes =
    Treses negros que bajó una pareja, donde suman por cantidad (americana): PAREJA=N

help-canasta-edit--pot =
    Qué pasó con el muerto de una pareja (el pozzetto del Burraco, el morto del Buraco): PAREJA=not_taken, PAREJA=unplayed (tomado, no jugado) o PAREJA=taken

help-canasta-edit--black_threes_in_hand =
    Treses negros que quedaron en las manos de una pareja, donde cuestan puntos aparte (canadiense, Bolivia): PAREJA=N

help-canasta-edit--incomplete =
    Un juego de menos de siete cartas que lleva penalización (americana: aces, sevens, wild, wild_four_jokers): PAREJA=JUEGO; PAREJA=none borra la lista de la pareja al editar

help-canasta-edit--holding =
    Jugadores que al final tienen tres o más cartas de un valor (americana: aces, sevens): PAREJA:VALOR=N

help-canasta-edit--natural =
    Canastas puras: PAREJA=N

help-canasta-edit--mixed =
    Canastas impuras: PAREJA=N

help-canasta-edit--canasta =
    Canastas de cualquier clase que tenga la variante: PAREJA:CLASE=N

help-canasta-edit--melded =
    Puntos de las cartas que bajó una pareja (con las cartas de las canastas, sin los premios): PAREJA=PUNTOS

help-canasta-edit--in_hand =
    Puntos de las cartas que quedaron en las manos de una pareja, como número positivo: PAREJA=PUNTOS

help-canasta-edit--penalty =
    Una penalización: PAREJA:NOMBRE o PAREJA:NOMBRE=CANTIDAD. Nombres en Classic: undeclared_red_three, out_against_partner, failed_to_go_out, illegal_pile_take

help-canasta-edit--bonus =
    Un premio que tenga la variante (canadiense, Hand and Foot: exact_cut): PAREJA:NOMBRE o PAREJA:NOMBRE=CANTIDAD

help-canasta-edit--meld_cards =
    Los juegos de una pareja escritos como cartas: PAREJA=CARTAS, p. ej. Nosotros=KKKKKKK o "Nosotros=KKKKKKK QQ2". Los puntos bajados, las canastas y los juegos incompletos se calculan y se controlan solos

help-canasta-edit--hand_cards =
    Las cartas que quedaron en la mano de un jugador: PAREJA=CARTAS, una vez por jugador (p. ej. Ellos=K74). Los puntos en mano se calculan solos

help-canasta-edit--lone =
    A tres: el jugador que jugó solo esta mano

help-canasta-edit--note =
    Una nota para guardar con la mano

help-canasta-edit--from =
    Reemplazar la mano por una leída de un archivo YAML

help-canasta-export =
    Escribí el registro de una partida en YAML (a la salida estándar, o -o ARCHIVO)
    .after =
        Ejemplos:
          canasta export > game.yaml
          canasta export --game 3 -o club-night.yaml
          canasta export -o club-night.yaml --force      reemplaza el archivo escrito la vez anterior

help-canasta-export--game =
    La partida (por defecto: la actual)

help-canasta-export--all =
    Todas las partidas (también las archivadas) en un solo archivo, que `canasta import` restaura

help-canasta-export--format =
    `yaml`: el registro de la partida; `csv`: una fila por mano y por pareja, para planillas de cálculo

help-canasta-export--output =
    Escribir en este archivo en vez de la salida estándar (`-`: la salida estándar). Un archivo que ya existe se reemplaza solo con --force; si es un enlace, se escribe el archivo al que apunta

help-canasta-export--force =
    Reemplazar el archivo de salida si ya existe

help-canasta-import =
    Importá el registro de una partida (YAML): se controla cada mano, se guarda y pasa a ser la actual; se muestra su número. Una copia de seguridad (`export --all`) se restaura entera o nada. Una partida que ya está no se agrega de nuevo
    .after =
        Ejemplos:
          canasta import club-night.yaml
          canasta export --game 3 | canasta --data-dir ~/other import -
          canasta import backup.yaml                    todas las partidas de una copia, o ninguna
          canasta import backup.yaml --skip-damaged     todas menos las partidas que no se pueden leer

help-canasta-import--file =
    El archivo YAML que se lee

help-canasta-import--skip_damaged =
    Restaurar las demás partidas de una copia de seguridad cuando algunas no se pueden leer o no cierran (se nombran y quedan afuera)

help-canasta-delete =
    Borrá una partida para siempre (pregunta antes; --yes para scripts)
    .after =
        Ejemplos:
          canasta delete 3
          canasta delete 3 --yes
        Si una partida te puede hacer falta otra vez, mejor archivala: `canasta archive 3`.

help-canasta-delete--id =
    El número de la partida (ver `canasta list`)

help-canasta-delete--yes =
    No preguntar

help-canasta-archive =
    Archivá una partida: se guarda y cuenta en `history`, fuera de `list` y de la lista del modo mesa
    .after =
        Ejemplos:
          canasta archive 3
          canasta unarchive 3          la trae de vuelta

help-canasta-archive--id =
    El número de la partida (ver `canasta list`)

help-canasta-unarchive =
    Traé una partida archivada de vuelta entre las partidas
    .after =
        Ejemplos:
          canasta unarchive 3

help-canasta-unarchive--id =
    El número de la partida archivada (ver `canasta history`)

help-canasta-history =
    Una línea por partida, la más nueva primero, también las archivadas: fecha, variante, parejas, resultado, diferencia, manos
    .after =
        Ejemplos:
          canasta history
          canasta history --player Ann --variant classic
          canasta history --since 2026-01-01 --until 2026-06-30
          canasta history --format json

        Una partida terminada que da puntos de victoria de torneo (`victory_points` de una variante)
        muestra los de cada pareja en una columna aparte (`victory_points` en JSON).

help-canasta-history--variant =
    Solo partidas de esta variante

help-canasta-history--player =
    Solo partidas en las que jugó esta pareja o este jugador (mayúsculas o minúsculas, da igual)

help-canasta-history--since =
    Solo partidas empezadas ese día o después (AAAA-MM-DD)

help-canasta-history--until =
    Solo partidas empezadas ese día o antes (AAAA-MM-DD)

help-canasta-history--format =
    `table` para personas, `json` para programas

help-canasta-stats =
    Estadísticas de las partidas (también las archivadas): para cada jugador y cada pareja, partidas ganadas y perdidas, manos, mejor y peor mano, al repartir, cortes, canastas, treses rojos, penalizaciones; cara a cara con --vs A --vs B
    .after =
        Ejemplos:
          canasta stats
          canasta stats --variant classic --since 2026-01-01
          canasta stats --variant three-deals --since 2026-03-07 --until 2026-03-08
                                                     un torneo, ordenado por puntos de victoria
          canasta stats --vs Ann --vs Bob            Ann contra Bob
          canasta stats --chart                      los puntos de cada jugador, partida por partida
          canasta stats --format csv > season.csv

        Un torneo: cuando las partidas contadas dan puntos de victoria (`victory_points` de una
        variante), las tablas son una clasificación: primero quien tiene más puntos de victoria y, a
        igualdad de puntos de victoria, quien tiene más puntos de partida (los totales de esas
        partidas); cada fila lleva su puesto, sus puntos de victoria (PV) y sus puntos de partida
        (PP); JSON y CSV también los tienen (`rank`, `victory_points`, `match_points`). Los filtros
        eligen las partidas del torneo.

help-canasta-stats--variant =
    Solo partidas de esta variante

help-canasta-stats--player =
    Solo partidas en las que jugó esta pareja o este jugador (mayúsculas o minúsculas, da igual)

help-canasta-stats--since =
    Solo partidas empezadas ese día o después (AAAA-MM-DD)

help-canasta-stats--until =
    Solo partidas empezadas ese día o antes (AAAA-MM-DD)

help-canasta-stats--vs =
    Dos jugadores (o parejas, `Ann & Cy`) para un cara a cara: --vs A --vs B

help-canasta-stats--format =
    Formato de salida

help-canasta-stats--chart =
    Dibujar también los puntos de cada jugador, sumados partida por partida (los jugadores nombrados con --player; si no, los cinco con más partidas)

help-canasta-players =
    Los jugadores de todas las partidas (un nombre es la misma persona en todas), y unir dos formas de escribir el nombre de una misma persona
    .after =
        Ejemplos:
          canasta players
          canasta players merge Anne Ann        Anne es Ann (queda en la carpeta de datos; no cambia ningún archivo de partida)
          canasta players --format json

help-canasta-players--format =
    `table` para personas, `json` para programas

help-canasta-players-merge =
    Contá a FROM como la misma persona que INTO en las estadísticas y el historial
    .after =
        Ejemplos:
          canasta players merge Anne Ann
          canasta players merge "Bob S" Bob

help-canasta-players-merge--from =
    La forma de escribir que se deja de usar

help-canasta-players-merge--into =
    El nombre al que corresponde

help-clap-help-command =
    Mostrar este mensaje o la ayuda de los subcomandos dados

help-canasta-match =
    Cómo va una serie: partidas ganadas por cada pareja, puntos, y el ganador cuando está decidido
    .after =
        Ejemplos:
          canasta new --match club --first-to 3        la primera partida de una serie
          canasta new --match club                     la partida siguiente, mismas parejas y jugadores
          canasta match club
          canasta match club --format json

help-canasta-match--name =
    El nombre de la serie

help-canasta-match--format =
    `table` para personas, `json` para programas

help-canasta-tournament =
    La noche de torneo de un club: inscriptos, rondas ubicadas por movimiento (Mitchell, danés, todos contra todos, suizo, grupos y eliminatoria, a mano; o las de una noche individual), la partida de cada mesa y la clasificación que sale de ellas
    .after =
        Ejemplos:
          canasta tournament new club --variant burraco-tournament --entrants pairs.txt --plan "3 mitchell + 1 danish"
          canasta tournament seat club          ubicá la ronda 1 (Mitchell) y revisala
          canasta tournament publish club       se crea la partida de cada mesa; la ubicación queda fija
          canasta record --game 7 "Rossi-Bianchi: ..." "Verdi-Neri: ..."   cada mano, en cada mesa
          canasta tournament close club         cuando terminó la partida de cada mesa
          canasta tournament standings club     PV, después PP, después el cara a cara
          canasta tournament standings club --format html > standings.html

help-canasta-tournament-new =
    Creá un torneo: su variante, sus inscriptos (un archivo, uno por línea: "Nombre: Jugador, Jugador", o los jugadores) y su plan de rondas ("3 mitchell + 1 danish")
    .after =
        Ejemplos:
          canasta tournament new club --variant burraco-tournament --entrants pairs.txt --plan "3 mitchell + 1 danish"
          canasta tournament new friday --variant burraco-tournament-4 --entrants - --plan "5 round-robin" < pairs.txt
          canasta tournament new home --variant burraco-tournament --plan "1 mitchell + 1 danish" --entrant "Ana, Bob" --entrant "Cy, Di" --entrant "Ed, Flo" --entrant "Gus, Hal"
          canasta tournament new summer --variant burraco-tournament --entrants pairs.txt --groups 2 --plan "3 mitchell + 2 danish"

        Grupos (gironi): `--groups N` distribuye los inscriptos, en su orden, en los grupos A, B...;
        o encabezalos en el archivo, con una línea `[A]` arriba de los inscriptos de cada grupo. Cada
        grupo se ubica y se clasifica por su cuenta; sus mesas se numeran después de las del grupo
        anterior.

        Movimientos: mitchell [step K] (N-S quedan fijos, E-O avanzan K mesas), danish (el danés:
        1.º contra 2.º de la clasificación; modificado, sin repetir el rival de la ronda anterior;
        `danish pure` lo permite), round-robin (todos contra todos, de 4 a 8 inscriptos), swiss (el
        suizo: se enfrentan los parejos en la clasificación, nunca dos veces los mismos; el
        descanso para el último de los que menos descansaron), manual (la ubicación dada con
        `seat --seating ARCHIVO`).

help-canasta-tournament-new--name =
    El nombre del torneo (letras, dígitos, `-` y `_`)

help-canasta-tournament-new--variant =
    La variante que juegan todas las mesas: una que se juega a una cantidad fija de manos

help-canasta-tournament-new--entrants =
    El archivo de inscriptos, uno por línea (`-`: la entrada estándar). Sin él ni `--entrant`, en una terminal, se escriben uno por línea, y cada uno se controla al escribirlo

help-canasta-tournament-new--entrant =
    Un inscripto, como lo daría una línea del archivo ("Nombre: Jugador, Jugador", o los jugadores); una vez por cada uno

help-canasta-tournament-new--plan =
    El plan: "3 mitchell + 1 danish", "3 swiss", "2 grupos + eliminatoria", "5 individual"

help-canasta-tournament-new--sit_out_vp =
    Los puntos de victoria de un inscripto que descansa una ronda (por defecto 10, un empate en la escala 0-20)

help-canasta-tournament-new--sit_out_mp =
    Los puntos de partida de un inscripto que descansa una ronda (por defecto 0; una regla de club puede dar +355 con 14 PV)

help-canasta-tournament-new--mp_tiebreak =
    Cómo se desempata entre inscriptos empatados en puntos de victoria: `difference` (los puntos de partida ganados menos los concedidos, como FIBUR) o `scored` (los puntos hechos, como hacen algunos organizadores)

help-canasta-tournament-new--round_minutes =
    Cuánto dura una ronda, en minutos, desde su publicación: `status` y el tablero muestran el tiempo que queda, con un aviso en los últimos 10 minutos

help-canasta-tournament-new--rank_by =
    La primera clave de la clasificación: `vp` (puntos de victoria, o partidas ganadas si no hay tabla de puntos de victoria) o `points` (los puntos hechos, sumados: una noche de Canasta)

help-canasta-tournament-new--groups =
    Distribuir los inscriptos, en su orden, en esta cantidad de grupos (A, B, ...), cada uno ubicado y clasificado por su cuenta; o encabezar los grupos en el archivo de inscriptos (`[A]`)

help-canasta-tournament-seat =
    Ubicá la ronda siguiente según el plan (o volvé a ubicar la ya ubicada); con `--seating ARCHIVO` se da a mano, en líneas `mesa ns eo` (`- N`: N descansa)
    .after =
        Ejemplos:
          canasta tournament seat club                      la ronda siguiente, según el plan
          canasta tournament seat club --seating draw.txt   a mano: "1 3 8" es la mesa 1, 3 N-S contra 8 E-O; "- 5": 5 descansa

help-canasta-tournament-seat--name =
    El nombre del torneo

help-canasta-tournament-seat--seating =
    La ubicación a mano: un archivo de líneas `mesa ns eo` (`-`: la entrada estándar)

help-canasta-tournament-publish =
    Publicá la ronda ubicada: se crea la partida de cada mesa (con los nombres de los inscriptos como parejas), y desde ahí la ubicación queda fija
    .after =
        Ejemplos:
          canasta tournament publish club

help-canasta-tournament-publish--name =
    El nombre del torneo

help-canasta-tournament-close =
    Cerrá la ronda publicada cuando terminó la partida de cada mesa
    .after =
        Ejemplos:
          canasta tournament close club
          canasta edit --game 12 2 "N-S: ..." --why "la planilla estaba mal sumada"   el director corrige el resultado de una ronda cerrada

help-canasta-tournament-close--name =
    El nombre del torneo

help-canasta-tournament-seating =
    Quién se sienta dónde en una ronda (la última ubicada, salvo --round)
    .after =
        Ejemplos:
          canasta tournament seating club
          canasta tournament seating club --round 2 --format json

help-canasta-tournament-seating--name =
    El nombre del torneo

help-canasta-tournament-seating--round =
    La ronda (la última ubicada si no se da)

help-canasta-tournament-seating--format =
    `table` para personas, `json` para programas

help-canasta-tournament-standings =
    La clasificación: puntos de victoria (o partidas ganadas), después puntos de partida, después el resultado entre los empatados
    .after =
        Ejemplos:
          canasta tournament standings club
          canasta tournament standings club --round 3
          canasta tournament standings club --phase 2        solo las rondas danesas
          canasta tournament standings club --format csv > standings.csv
          canasta tournament standings club --format html > standings.html

help-canasta-tournament-standings--name =
    El nombre del torneo

help-canasta-tournament-standings--round =
    La clasificación después de esta ronda (todas las rondas jugadas si no se da)

help-canasta-tournament-standings--phase =
    La clasificación de esta sola fase del plan (1: la primera), p. ej. para el premio propio de las rondas danesas finales

help-canasta-tournament-standings--format =
    `table` para personas, `json` para programas, `csv` para una planilla de cálculo, `html` para una página para imprimir

help-canasta-tournament-status =
    La mesa del director: la ronda en juego, mesa por mesa (manos jugadas, terminada o no, los puntos y los puntos de victoria de cada línea, correcciones), y su reloj
    .after =
        Ejemplos:
          canasta tournament status club
          canasta tournament status club --format json

help-canasta-tournament-status--name =
    El nombre del torneo

help-canasta-tournament-status--format =
    `table` para personas, `json` para programas

help-canasta-tournament-absent =
    Un inscripto (una pareja; un jugador en una noche individual) ausente en las próximas rondas ubicadas (`--back`: presente de nuevo): su rival recibe los puntos de quien descansa, y una ronda danesa empareja a los demás
    .after =
        Ejemplos:
          canasta tournament absent club 7              la pareja 7 se fue
          canasta tournament absent club 7 --back       la pareja 7 volvió
          canasta tournament absent club "Ana Rossi"    con un nombre como lo muestra la ubicación

help-canasta-tournament-absent--name =
    El nombre del torneo

help-canasta-tournament-absent--entrant =
    El inscripto: su número, o su nombre (el de un jugador en una noche individual)

help-canasta-tournament-absent--back =
    Presente de nuevo

help-canasta-tournament-export =
    El torneo y las partidas de sus mesas en YAML (un documento cada uno, primero el torneo), o su archivo de resultados para una federación o un circuito (`--format results`: JSON, descrito en docs/results.schema.json; `results-csv`: una línea por mesa de cada ronda)
    .after =
        Ejemplos:
          canasta tournament export club > club.yaml
          canasta tournament export club --format results --club "Circolo Roma" --members socios.txt > club.json
          canasta tournament export club --format results-csv > club.csv

help-canasta-tournament-export--name =
    El nombre del torneo

help-canasta-tournament-export--format =
    `yaml`: el torneo y las partidas de sus mesas (una copia de la noche); `results`: su archivo de resultados (JSON); `results-csv`: los resultados de sus mesas en CSV

help-canasta-tournament-export--club =
    El club que organizó el torneo, escrito en su archivo de resultados

help-value-club =
    CLUB

help-canasta-tournament-export--members =
    Los números de socio de los jugadores para el archivo de resultados: un archivo de líneas `Jugador: NÚMERO` (`-`: la entrada estándar)

help-canasta-tournament-read-results =
    Leé un archivo de resultados (de cualquier club, como lo escribe `export --format results`), calculá de nuevo su clasificación desde sus mesas y mostrala; un archivo cuya clasificación no cierra con sus mesas se rechaza, nombrando la primera línea que difiere
    .after =
        Ejemplos:
          canasta tournament read-results club.json
          canasta tournament read-results club.json --format csv

help-canasta-tournament-read-results--file =
    El archivo de resultados (`-`: la entrada estándar)

help-canasta-tournament-read-results--format =
    Cómo se escribe la clasificación

help-canasta-tournament-publish-site =
    Los resultados de la noche como una carpeta de páginas web (la clasificación, cada ronda mesa por mesa, el anotador de cada mesa; en modo claro y oscuro), para cualquier servidor web: los jugadores las abren en casa después de la noche
    .after =
        Ejemplos:
          canasta tournament publish-site club results/

help-canasta-tournament-publish-site--name =
    El nombre del torneo

help-canasta-tournament-publish-site--dir =
    La carpeta donde se escriben las páginas (se crea si no existe)

help-canasta-tournament-publish-site--force =
    Reemplazar las páginas que ya tenga la carpeta (de una publicación anterior)

help-canasta-tournament-list =
    Los torneos de la carpeta de datos
    .after =
        Ejemplos:
          canasta tournament list

help-canasta-tournament-list--format =
    `table` para personas, `json` para programas

help-canasta-tournament-sheet =
    Una página para imprimir con los códigos QR de las mesas (HTML, a la salida estándar): el celular de cada mesa escanea el suyo, que abre la página del anotador en la partida de esa mesa de la ronda en juego, ronda tras ronda. `--base`: la dirección del tablero, como la muestra `canasta serve --tournament`
    .after =
        Ejemplos:
          canasta tournament sheet club --base http://192.168.1.20:8470 > tables.html

help-canasta-tournament-sheet--name =
    El nombre del torneo

help-canasta-tournament-sheet--base =
    La dirección del tablero: `http://HOST:PUERTO`

help-canasta-tournament-sign =
    Firmá la clasificación final cuando se cerraron todas las rondas del plan: desde ahí no cambia nada del torneo, con motivo o sin él, hasta que se reabra
    .after =
        Ejemplos:
          canasta tournament sign club

help-canasta-tournament-sign--name =
    El nombre del torneo

help-canasta-tournament-reopen =
    Reabrí un torneo firmado, diciendo por qué (`--why`, queda en el archivo del torneo): sus resultados se pueden corregir de nuevo, cada corrección con su motivo, como antes
    .after =
        Ejemplos:
          canasta tournament reopen club --why "la planilla de la mesa 4 estaba mal sumada"

help-canasta-tournament-reopen--name =
    El nombre del torneo

help-canasta-tournament-keys =
    Las claves de las mesas del torneo (el celular de cada mesa abre su partida con la suya); `--new` crea claves nuevas para todas las mesas, y desde ahí las viejas no abren nada: imprimí de nuevo la hoja de las mesas
    .after =
        Ejemplos:
          canasta tournament keys club
          canasta tournament keys club --new      se perdió o se vio una clave: claves nuevas, y la hoja otra vez

help-canasta-tournament-keys--name =
    El nombre del torneo

help-canasta-tournament-keys--new =
    Claves nuevas para todas las mesas (desde ahí las viejas no abren nada)

help-canasta-tournament-desk =
    La mesa del director en la terminal, al estilo del modo mesa: la ronda en juego mesa por mesa, los pasos de la ronda (ubicar, publicar, cerrar), la partida de una mesa abierta para pasar su planilla o corregirla (un resultado confirmado o cerrado pide antes el motivo, que queda en el registro del torneo), y la clasificación
    .after =
        Ejemplos:
          canasta tournament desk club

help-canasta-tournament-desk--name =
    El nombre del torneo

help-canasta-circuit =
    La clasificación de un circuito (un tour de verano, un campeonato de club, el ranking de una federación): los torneos de una carpeta sumados, de cada pareja y de cada jugador (con todas sus parejas), con la asistencia y los finalistas según la regla del circuito
    .long =
        La clasificación de un circuito (un tour de verano, un campeonato de club, el ranking de una federación): los torneos de una carpeta sumados, de cada pareja y de cada jugador (con todas sus parejas), con la asistencia y los finalistas según la regla del circuito.

        La carpeta tiene los torneos: archivos de resultados (`tournament export --format results`, de cualquier club) y noches exportadas enteras (`tournament export`), cada uno controlado por el árbitro (su clasificación calculada de nuevo desde sus mesas, sus partidas jugadas de nuevo); uno que no cierra se rechaza, nombrándolo. Su `circuit.yaml` da el nombre del circuito y sus finalistas: `finalists: {"{"}rule: per_stage, top: 4, min_stages: 3{"}"}` (los 4 primeros de cada etapa, o `share: 25` para el primer cuarto, que jugaron 3 etapas o más), o `{"{"}rule: overall, top: 16, min_stages: 3{"}"}` (los 16 primeros del circuito).
    .after =
        Ejemplos:
          canasta circuit summer-tour/
          canasta circuit summer-tour/ --site summer-tour-site/     también como página web
          canasta circuit summer-tour/ --format csv > summer-tour.csv

help-canasta-circuit--dir =
    La carpeta del circuito: sus torneos (archivos de resultados `*.json`, noches `*.yaml` como las escribe `tournament export`) y, si lo tiene, su `circuit.yaml` (su nombre y la regla de sus finalistas)

help-canasta-circuit--format =
    Cómo se escribe la clasificación

help-canasta-circuit--site =
    Escribila también como página web (`index.html` y su hoja de estilo) en esta carpeta

help-canasta-circuit--force =
    Reemplazar las páginas que la carpeta de `--site` ya tiene

help-canasta-serve =
    Mostrá la partida actual en vivo en una página web para los celulares de la mesa, y una página para anotarla desde el celular del anotador
    .long =
        Mostrá la partida actual en vivo en una página web para los celulares de la mesa, y una página para anotarla desde el celular del anotador.

        Se muestran la dirección del tablero y su código QR. Por defecto escucha en la dirección local (loopback); con --listen 0.0.0.0:8470 los celulares de la mesa pueden entrar, y la dirección lleva entonces una clave al azar que la página exige. Después, la dirección de la página del anotador y su código QR, con su propia clave después de `#`: el celular que lleva el puntaje anota ahí las manos (la clave del tablero no da ese acceso). Enter crea una clave nueva del anotador (si se perdió un celular). Ctrl-C lo detiene.
    .after =
        Ejemplos:
          canasta serve                          http://127.0.0.1:8470/ en esta máquina
          canasta serve --listen 0.0.0.0:8470    para los celulares de la mesa (escaneá el código QR)
          canasta serve --game 3

help-canasta-serve--listen =
    Dirección y puerto donde escuchar

help-canasta-serve--game =
    La partida que se muestra (por defecto: la actual, sea cual sea)

help-canasta-serve--tls =
    Servir por HTTPS, con esta cadena de certificados y su clave privada (archivos PEM), para que la clave del anotador nunca cruce la red sin cifrar

help-canasta-serve--tournament =
    Una noche de torneo: el tablero muestra su ubicación y su clasificación, y el celular de cada mesa (su código QR está en la hoja que imprime `canasta tournament sheet`) anota la partida de esa mesa en la ronda en juego

help-canasta-min =
    Mostrá el mínimo para bajar con un puntaje acumulado
    .after =
        Ejemplos:
          canasta min 1500                  90
          canasta min -- -20                15 (un puntaje negativo)
          canasta min --variant classic-6p-teams-of-3 7000    150
          canasta min 1500 --format json    {"{"}"variant": "classic", "at": {"{"}"score": 1500{"}"}, "minimum": 90{"}"}

help-canasta-min--variant =
    Variante: el nombre de una variante (ver `canasta variants`) o la ruta de un archivo de variante

help-canasta-min--score =
    Puntaje acumulado (puede ser negativo; como mucho 999999999, en más o en menos)

help-canasta-min--hand =
    El número de mano, para una variante cuyo mínimo va por mano (Hand and Foot)

help-canasta-min--format =
    `table` para personas, `json` para programas

help-canasta-variants =
    Listá las variantes (las de fábrica y las tuyas), mostrá las reglas de una o controlá un archivo de variante
    .after =
        Ejemplos:
          canasta variants
          canasta variants show american
          canasta variants check ours.yaml
          canasta variants show american --format json

        Una variante propia es un archivo YAML, casi siempre de pocas líneas:
          extends: classic
          description: Classic a 3000, premio por cortar de mano 300
          target: 3000
          going_out: {"{"}concealed_bonus: 300{"}"}
        Poné el archivo en la carpeta `presets/` de la carpeta de configuración para usarlo por su
        nombre (`canasta new --variant ours`), o dá su ruta (`canasta new --variant ./ours.yaml`).

help-canasta-variants-show =
    Mostrá las reglas de una variante en una tabla
    .after =
        Ejemplos:
          canasta variants show classic
          canasta variants show ./ours.yaml

help-canasta-variants-show--variant =
    Variante: el nombre de una variante (ver `canasta variants`) o la ruta de un archivo de variante

help-canasta-variants-check =
    Controlá un archivo de variante: si está bien, salida 0 y sus reglas; si no, salida 2 y el campo que está mal
    .after =
        Ejemplos:
          canasta variants check ours.yaml

help-canasta-variants-check--file =
    El archivo de variante

help-canasta-check =
    Consultá las reglas: ¿alcanza esta bajada?, ¿puedo tomar el pozo?, ¿podemos cortar?, ¿es una mano especial? Salida 0 si sí, 1 si no, 2 si la entrada está mal
    .after =
        Ejemplos:
          canasta check meld KKK QQ2 --score 1500         ¿alcanza con 1500? (90: no)
          canasta check pile --top 9 --hand 99            ¿puedo tomar el pozo?
          canasta check out --canastas 1                  ¿podemos cortar?
          canasta check hand A2R456789TJQK* --variant american   ¿es una mano especial?
          canasta check meld KKK QQ2 --score 1500 --format json   la respuesta en JSON

        Notación de cartas: un juego es una palabra de símbolos de cartas: A K Q J T (o 10) 9 8 7 6
        5 4, 2 (comodín), * (joker), R (tres rojo), B (tres negro); en minúsculas también vale. Kx7
        son siete reyes. Los juegos se separan con espacios o comas: "666 AAA2" son dos juegos.

help-canasta-check-meld =
    ¿Alcanza esta bajada? La cuenta de cada juego, el total, el mínimo y el veredicto; salida 0 alcanza, 1 no alcanza, 2 un juego que no vale
    .after =
        Ejemplos:
          canasta check meld KKK QQ2 --top K --score 0        con 0, 70 alcanza los 50 que hacen falta
          canasta check meld KKK QQ2 --top K --score 1500     70 no llega a 90
          canasta check meld AAA KKK QQ2 --variant american --score 2000
          canasta check meld KKKKKKK 555 --going-out --score 3000   de mano: sin mínimo
          canasta check meld 666 AAA2 --game 1 --side Nosotros

        Notación de cartas: A K Q J T (o 10) 9 8 7 6 5 4, 2 (comodín), * (joker), R (tres rojo),
        B (tres negro); Kx7 son siete reyes; los juegos se separan con espacios o comas.

help-canasta-check-meld--cards =
    Los juegos, p. ej. KKK QQ2 (o "KKK QQ2")

help-canasta-check-meld--variant =
    Variante: el nombre de una variante o la ruta de un archivo de variante (por defecto: las reglas de la partida actual, o classic si no hay partida actual)

help-canasta-check-meld--game =
    Usar las reglas de esta partida (y, con --side, el puntaje de la pareja)

help-canasta-check-meld--score =
    El puntaje acumulado de la pareja (puede ser negativo: --score -20). Como mucho 999999999, en más o en menos: más allá de lo que alcanza cualquier partida, se rechaza en vez de redondearse

help-canasta-check-meld--side =
    La pareja cuyo mínimo se aplica (con --game, o la partida actual)

help-canasta-check-meld--top =
    La carta de arriba del pozo, tomada para este juego (está entre los juegos)

help-canasta-check-meld--going_out =
    El jugador baja toda la mano en este turno después de robar del mazo (corte de mano)

help-canasta-check-pile =
    ¿Puede este jugador tomar el pozo? Veredicto y motivo; salida 0 sí, 1 no
    .after =
        Ejemplos:
          canasta check pile --top 7 --hand 72 --table 7777 --frozen      no: congelado, hace falta un par natural
          canasta check pile --top B --hand BB                             no: un tres negro tapa el pozo
          canasta check pile --variant american --top 9 --hand "AA* QQQ 992 TT" --not-melded   sí

help-canasta-check-pile--variant =
    Variante: el nombre de una variante o la ruta de un archivo de variante (por defecto: las reglas de la partida actual, o classic si no hay partida actual)

help-canasta-check-pile--game =
    Usar las reglas de esta partida (y, con --side, el puntaje de la pareja)

help-canasta-check-pile--top =
    La carta de arriba del pozo

help-canasta-check-pile--hand =
    Las cartas de la mano del jugador que se podrían usar (o la mano entera)

help-canasta-check-pile--table =
    Los juegos de la pareja en la mesa

help-canasta-check-pile--not_melded =
    La pareja todavía no hizo su bajada

help-canasta-check-pile--frozen =
    Hay un comodín o un tres rojo en el pozo (está congelado)

help-canasta-check-pile--opponents =
    Los juegos de los rivales en la mesa (en algunas variantes importan sus canastas completas)

help-canasta-check-pile--hand_size =
    Cuántas cartas tiene el jugador

help-canasta-check-pile--pile_size =
    Cuántas cartas hay en el pozo

help-canasta-check-out =
    ¿Puede esta pareja cortar ahora? Veredicto y motivo; salida 0 sí, 1 no
    .after =
        Ejemplos:
          canasta check out --table "KKKKKKK QQ2" --left 1
          canasta check out --variant american --canasta natural=1 --canasta mixed=1 --left 0
          canasta check out --canastas 1 --partner-said-no

help-canasta-check-out--variant =
    Variante: el nombre de una variante o la ruta de un archivo de variante (por defecto: las reglas de la partida actual, o classic si no hay partida actual)

help-canasta-check-out--game =
    Usar las reglas de esta partida (y, con --side, el puntaje de la pareja)

help-canasta-check-out--table =
    Los juegos de la pareja en la mesa, con los que baja en este turno

help-canasta-check-out--canastas =
    Canastas completas, de cualquier clase

help-canasta-check-out--canasta =
    Canastas completas de una clase: CLASE=N (p. ej. natural=2)

help-canasta-check-out--left =
    Cartas que le quedarían al jugador después de bajar todo lo que pueda (1: una para descartar)

help-canasta-check-out--concealed =
    La pareja del jugador todavía no bajó nada: corte de mano

help-canasta-check-out--partner_said_no =
    El jugador preguntó "¿puedo cortar?" y el compañero dijo que no

help-canasta-check-out--no_pot =
    La pareja todavía no tomó su muerto (el pozzetto del Burraco, el morto del Buraco)

help-canasta-check-hand =
    ¿Es esta mano de catorce cartas una mano especial (americana)? Salida 0 sí, 1 no
    .after =
        Ejemplos:
          canasta check hand A2R456789TJQK*          una escalera (3000)
          canasta check hand 4455778899TTQQ          siete pares (2500)
          canasta check hand 4446666JJJJAAA          cuatro y tres (2000)

help-canasta-check-hand--cards =
    Las catorce cartas

help-canasta-check-hand--variant =
    Variante (por defecto: american)

help-canasta-manpage =
    Mostrá la página del manual (roff), para `man canasta`; --dir escribe todas las páginas (una por subcomando, como `man canasta-record`)
    .after =
        Ejemplos:
          mkdir -p ~/.cargo/share/man/man1
          canasta manpage --dir ~/.cargo/share/man/man1           después: man canasta, man canasta-record
          canasta manpage > ~/.cargo/share/man/man1/canasta.1

help-canasta-manpage--dir =
    Escribir la página principal y una página por subcomando en esta carpeta

help-canasta-completions =
    Mostrá un script de autocompletado para el shell
    .after =
        Ejemplos:
          canasta completions bash > ~/.local/share/bash-completion/completions/canasta
          canasta completions zsh > ~/.zfunc/_canasta
          canasta completions fish > ~/.config/fish/completions/canasta.fish

help-canasta-completions--shell =
    El shell

## Las palabras del propio clap: los encabezados de la ayuda, lo que agrega después de la
## ayuda de una opción, y los rechazos de la línea de comandos.

help-clap-usage = Uso:
help-clap-commands = Comandos:
help-clap-arguments = Argumentos:
help-clap-options = Opciones:
help-clap-default = por defecto: { $value }
help-clap-env = variable de entorno: { $name }
help-clap-possible-values = valores posibles: { $values }
help-clap-commands-list = subcomandos: { $values }
help-clap-error = error:
help-clap-unknown-argument = no se esperaba el argumento '{ $arg }'
help-clap-unknown-command = no se reconoce el subcomando '{ $command }'
help-clap-invalid-value = valor inválido '{ $value }' para '{ $arg }'
help-clap-value-required = '{ $arg }' necesita un valor, y no se dio ninguno
help-clap-missing = faltan estos argumentos obligatorios:
help-clap-missing-command = '{ $command }' necesita un subcomando, y no se dio ninguno
help-clap-twice = el argumento '{ $arg }' no se puede usar más de una vez
help-clap-conflict = el argumento '{ $arg }' no se puede usar junto con '{ $other }'
help-clap-conflict-any = el argumento '{ $arg }' no se puede usar junto con uno o más de los otros argumentos dados
help-clap-too-many = sobra el valor '{ $value }' para '{ $arg }': no se esperaban más
help-clap-wrong-number = '{ $arg }' necesita { $expected } valores, pero se dieron { $given }
help-clap-no-equals = para darle un valor a '{ $arg }' hace falta el signo igual
help-clap-tip = sugerencia:
help-clap-similar-command = { $count ->
    [one] hay un subcomando parecido: '{ $name }'
   *[other] hay subcomandos parecidos: '{ $name }'
}
help-clap-similar-argument = { $count ->
    [one] hay un argumento parecido: '{ $name }'
   *[other] hay argumentos parecidos: '{ $name }'
}
help-clap-similar-value = { $count ->
    [one] hay un valor parecido: '{ $name }'
   *[other] hay valores parecidos: '{ $name }'
}
help-clap-more = Para más información, probá '{ $flag }'.

## Los marcadores de lugar de la línea de uso y de cada opción (lo que se escribe en su lugar).

help-value-dir =
    CARPETA
help-value-seconds =
    SEGUNDOS
help-value-reason =
    MOTIVO
help-value-when =
    CUÁNDO
help-value-lang =
    IDIOMA
help-value-command =
    COMANDO
help-value-options =
    OPCIONES
help-value-variant =
    VARIANTE
help-value-name =
    NOMBRE
help-value-side-total =
    PAREJA=TOTAL,...
help-value-n =
    N
help-value-side-line =
    PAREJA: LÍNEA
help-value-id =
    ID
help-value-side =
    PAREJA
help-value-side-hand =
    PAREJA=MANO
help-value-side-n =
    PAREJA=N
help-value-side-what =
    PAREJA=QUÉ
help-value-side-meld =
    PAREJA=JUEGO
help-value-side-rank-n =
    PAREJA:VALOR=N
help-value-side-kind-n =
    PAREJA:CLASE=N
help-value-side-points =
    PAREJA=PUNTOS
help-value-side-name-n =
    PAREJA:NOMBRE[=N]
help-value-side-cards =
    PAREJA=CARTAS
help-value-player =
    JUGADOR
help-value-note =
    NOTA
help-value-file =
    ARCHIVO
help-value-format =
    FORMATO
help-value-number =
    NÚMERO
help-value-date =
    FECHA
help-value-from =
    FROM
help-value-into =
    INTO
help-value-entrants =
    INSCRIPTOS
help-value-entrant =
    INSCRIPTO
help-value-plan =
    PLAN
help-value-sit-out-vp =
    PV_DESCANSO
help-value-sit-out-mp =
    PP_DESCANSO
help-value-mp-tiebreak =
    DESEMPATE_PP
help-value-round-minutes =
    MINUTOS_RONDA
help-value-rank-by =
    ORDEN
help-value-groups =
    GRUPOS
help-value-seating =
    UBICACIÓN
help-value-round =
    RONDA
help-value-phase =
    FASE
help-value-base =
    BASE
help-value-address-port =
    HOST:PUERTO
help-value-cert =
    CERT
help-value-key =
    CLAVE
help-value-score =
    PUNTAJE
help-value-cards =
    CARTAS
help-value-card =
    CARTA
help-value-melds =
    JUEGOS
help-value-kind-n =
    CLASE=N
help-value-shell =
    SHELL
