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

        Muestra el anotador, después pregunta el resultado de cada pareja, muestra el detalle y lo guarda. Necesita una terminal; para scripts, cada pregunta tiene su flag en `canasta record`.
    .after =
        Ejemplos:
          canasta play                               seguí con la partida actual, o empezá una
          canasta play --new --variant american      derecho a una partida nueva de Canasta americana
          canasta play --new --variant ./ours.yaml   una variante tuya

        Esc o q en el menú sale; Ctrl-C sale en cualquier momento y guarda cada mano confirmada.

help-canasta-play--new =
    Empezar una partida nueva aunque haya una actual

help-canasta-play--variant =
    Variante de la partida nueva (por defecto: la de la última partida, si no classic)

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
          canasta record "Nosotros: c 1p 1i 2r 420 -35" "Ellos: 90 -40"        una línea por pareja
          canasta record --lone Bob "Bob: c 1p 300" "Ann + Cy: 120" "Ann: -15" "Cy: -20"
                                                tres jugadores: la línea de la pareja, después la de cada uno
          canasta record "Nosotros: c 1l 1s 420 -20" "Ellos: sm 1s 150 -85"    Burraco: l limpio, s sucio,
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
    Treses negros que bajó una pareja, donde se cuentan por cantidad (americana): PAREJA=N

help-canasta-record--pot =
    Qué pasó con el muerto de una pareja (el pozzetto del Burraco, el morto del Buraco): PAREJA=not_taken, PAREJA=unplayed (tomado, no jugado) o PAREJA=taken

help-canasta-record--black_threes_in_hand =
    Treses negros que quedaron en las manos de una pareja, donde cuestan aparte (canadiense, Bolivia): PAREJA=N

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
          canasta show --format json        todo, para programas (las líneas son datos: ver README)
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
    Treses negros que bajó una pareja, donde se cuentan por cantidad (americana): PAREJA=N

help-canasta-edit--pot =
    Qué pasó con el muerto de una pareja (el pozzetto del Burraco, el morto del Buraco): PAREJA=not_taken, PAREJA=unplayed (tomado, no jugado) o PAREJA=taken

help-canasta-edit--black_threes_in_hand =
    Treses negros que quedaron en las manos de una pareja, donde cuestan aparte (canadiense, Bolivia): PAREJA=N

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
    Escribir en este archivo en vez de la salida estándar (`-`: la salida estándar). Un archivo que ya existe se reemplaza solo con --force; un enlace se escribe en su destino

help-canasta-export--force =
    Reemplazar el archivo de salida si ya existe
