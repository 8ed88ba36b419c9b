<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>AccountView</name>
        <message>
            <source>{feature} — {model} model ({contents})</source>
            <translation>{feature} — modelo {model} ({contents})</translation>
        </message>
        <message>
            <source>{feature} — questionnaire {type}</source>
            <translation>{feature} — cuestionario {type}</translation>
        </message>
        <message>
            <source>{feature} — user data uploads of type {type}</source>
            <translation>{feature} — subidas de datos de usuario del tipo {type}</translation>
        </message>
        <message>
            <source>Enabled features</source>
            <translation>Funciones habilitadas</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>&amp;Actualizar</translation>
        </message>
        <message>
            <source>Service:</source>
            <translation>Servicio:</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Dirección:</translation>
        </message>
        <message>
            <source>Account id:</source>
            <translation>Id. de cuenta:</translation>
        </message>
        <message>
            <source>Features:</source>
            <translation>Funciones:</translation>
        </message>
        <message>
            <source>(not started yet)</source>
            <translation>(aún no iniciado)</translation>
        </message>
        <message>
            <source>(not reported)</source>
            <translation>(no indicado)</translation>
        </message>
        <message>
            <source>(no features reported)</source>
            <translation>(no se indicó ninguna función)</translation>
        </message>
    </context>
    <context>
        <name>ActivityQr</name>
        <message>
            <source>There is no link to show as a QR code.</source>
            <translation>No hay ningún enlace que mostrar como código QR.</translation>
        </message>
    </context>
    <context>
        <name>ApolloResultsView</name>
        <message>
            <source>None</source>
            <translation>Ninguna</translation>
        </message>
        <message>
            <source>Mild</source>
            <translation>Leve</translation>
        </message>
        <message>
            <source>Moderate</source>
            <translation>Moderada</translation>
        </message>
        <message>
            <source>Severe</source>
            <translation>Grave</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Desconocida</translation>
        </message>
        <message>
            <source>Depression</source>
            <translation>Depresión</translation>
        </message>
        <message>
            <source>Depression probability</source>
            <translation>Probabilidad de depresión</translation>
        </message>
        <message>
            <source>Anxiety</source>
            <translation>Ansiedad</translation>
        </message>
        <message>
            <source>Anxiety probability</source>
            <translation>Probabilidad de ansiedad</translation>
        </message>
        <message>
            <source>Symptom score (0–1)</source>
            <translation>Puntuación del síntoma (0–1)</translation>
        </message>
        <message>
            <source>Symptoms 1–8 follow the PHQ-9 (depression), 9–15 the GAD-7 (anxiety). Colour shows severity: none, mild, moderate, severe.</source>
            <translation>Los síntomas 1–8 siguen el PHQ-9 (depresión); los 9–15, el GAD-7 (ansiedad). El color indica la gravedad: ninguna, leve, moderada, grave.</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>Medida</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Puntuación</translation>
        </message>
        <message>
            <source>Band</source>
            <translation>Categoría</translation>
        </message>
        <message>
            <source>Depression, anxiety and symptom scores as a table</source>
            <translation>Puntuaciones de depresión, ansiedad y síntomas, en tabla</translation>
        </message>
        <message>
            <source>The probabilities of depression and anxiety, then each symptom's score from 0 to 1 (symptoms 1–8 from the PHQ-9, 9–15 from the GAD-7), each with its band.</source>
            <translation>Las probabilidades de depresión y de ansiedad y, después, la puntuación de cada síntoma de 0 a 1 (síntomas 1–8 del PHQ-9, 9–15 del GAD-7), cada una con su categoría.</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Puntuaciones</translation>
        </message>
        <message>
            <source>Scores as a table</source>
            <translation>Puntuaciones en tabla</translation>
        </message>
        <message>
            <source>Takes (transcripts, reading, features)</source>
            <translation>Tomas (transcripción, lectura, rasgos)</translation>
        </message>
        <message>
            <source>Inspect: {slot}</source>
            <translation>Inspeccionar: {slot}</translation>
        </message>
        <message>
            <source>(no words)</source>
            <translation>(sin palabras)</translation>
        </message>
        <message>
            <source>Read-aloud check:</source>
            <translation>Comprobación de la lectura en voz alta:</translation>
        </message>
        <message>
            <source>{symptom} ({scale} item): {value}, {severity}</source>
            <translation>{symptom} (ítem del {scale}): {value}, {severity}</translation>
        </message>
    </context>
    <context>
        <name>AppSettings</name>
        <message>
            <source>the mood prompt is empty</source>
            <translation>la pregunta sobre el ánimo está vacía</translation>
        </message>
        <message>
            <source>the engine port {port} is not between {first} and {last}</source>
            <translation>el puerto {port} del motor no está entre {first} y {last}</translation>
        </message>
        <message>
            <source>recordings cannot be kept {days} days: use 0 or more</source>
            <translation>las grabaciones no pueden conservarse {days} días: use 0 o más</translation>
        </message>
    </context>
    <context>
        <name>AppState</name>
        <message>
            <source>not used</source>
            <translation>no se usa</translation>
        </message>
        <message>
            <source>not started</source>
            <translation>no iniciado</translation>
        </message>
        <message>
            <source>starting</source>
            <translation>iniciándose</translation>
        </message>
        <message>
            <source>ready</source>
            <translation>listo</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>detenido</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>falló</translation>
        </message>
    </context>
    <context>
        <name>Application</name>
        <message>
            <source>The local engine could not start: {reason} Recording still works; uploads to the local engine wait until it runs. Restart Voxwell, or choose a region in Settings.</source>
            <translation>El motor local no pudo iniciarse: {reason} La grabación sigue funcionando; las subidas al motor local esperan hasta que se ejecute. Reinicie Voxwell o elija una región en Configuración.</translation>
        </message>
    </context>
    <context>
        <name>AsyncTasks</name>
        <message>
            <source>Something went wrong: {error}. Nothing was lost; try again.</source>
            <translation>Se ha producido un error: {error}. No se ha perdido nada; inténtelo de nuevo.</translation>
        </message>
    </context>
    <context>
        <name>AudioBackend</name>
        <message>
            <source>Audio input is not available: the PortAudio sound library could not be loaded. On Linux install the 'libportaudio2' package; elsewhere reinstall Voxwell. You can still import recordings from files.</source>
            <translation>La entrada de audio no está disponible: no se pudo cargar la biblioteca de sonido PortAudio. En Linux, instale el paquete 'libportaudio2'; en otros sistemas, vuelva a instalar Voxwell. Aún puede importar grabaciones desde archivos.</translation>
        </message>
        <message>
            <source>{error}. Check that the device is connected and not in use, or choose another output.</source>
            <translation>{error}. Compruebe que el dispositivo está conectado y no está en uso, o elija otra salida.</translation>
        </message>
        <message>
            <source>{error}. Check that the device is connected and not in use, or choose another input.</source>
            <translation>{error}. Compruebe que el dispositivo está conectado y no está en uso, o elija otra entrada.</translation>
        </message>
    </context>
    <context>
        <name>AudioDevices</name>
        <message>
            <source>No microphone was found. Connect a microphone or headset and choose 'Rescan', or import a recording from a file.</source>
            <translation>No se encontró ningún micrófono. Conecte un micrófono o unos auriculares con micrófono y elija 'Volver a buscar', o importe una grabación desde un archivo.</translation>
        </message>
        <message>
            <source>{name} ({hostapi}) — default</source>
            <translation>{name} ({hostapi}) — predeterminado</translation>
        </message>
        <message>
            <source>Could not list the audio inputs: {reason}</source>
            <translation>No se pudieron enumerar las entradas de audio: {reason}</translation>
        </message>
        <message>
            <source>No input called {wanted}. Inputs found: {names}.</source>
            <translation>No hay ninguna entrada llamada {wanted}. Entradas encontradas: {names}.</translation>
        </message>
        <message>
            <source>The sound system stopped answering when the microphone was lost. Restart Voxwell to look for devices again.</source>
            <translation>El sistema de sonido dejó de responder cuando se perdió el micrófono. Reinicie Voxwell para volver a buscar dispositivos.</translation>
        </message>
        <message>
            <source>Cannot look for new devices while the microphone is in use. Stop the recording or the level preview, then rescan.</source>
            <translation>No se pueden buscar dispositivos nuevos mientras el micrófono está en uso. Detenga la grabación o la vista previa del nivel y vuelva a buscar.</translation>
        </message>
        <message>
            <source>Could not look for audio devices: {reason}</source>
            <translation>No se pudieron buscar dispositivos de audio: {reason}</translation>
        </message>
    </context>
    <context>
        <name>CalendarAxis</name>
        <message>
            <source>d MMM</source>
            <translation>d MMM</translation>
        </message>
    </context>
    <context>
        <name>ClientErrors</name>
        <message>
            <source>{service} did not answer in time ({error}). Check the connection and try again.</source>
            <translation>{service} no respondió a tiempo ({error}). Compruebe la conexión e inténtelo de nuevo.</translation>
        </message>
        <message>
            <source>{service} sent an answer Voxwell cannot use ({error}).</source>
            <translation>{service} envió una respuesta que Voxwell no puede usar ({error}).</translation>
        </message>
        <message>
            <source>{service} could not be reached ({error}). Check that it is running and that the address is right.</source>
            <translation>{service} no es accesible ({error}). Compruebe que está en funcionamiento y que la dirección es correcta.</translation>
        </message>
        <message>
            <source>{service} refused the API key ({said}). Check the key saved for this service, or pass it with {option} or the {variable} variable.</source>
            <translation>{service} rechazó la clave de API ({said}). Compruebe la clave guardada para este servicio o indíquela con {option} o con la variable {variable}.</translation>
        </message>
        <message>
            <source>{service} refused the API key. Check the key saved for this service, or pass it with {option} or the {variable} variable.</source>
            <translation>{service} rechazó la clave de API. Compruebe la clave guardada para este servicio o indíquela con {option} o con la variable {variable}.</translation>
        </message>
        <message>
            <source>{what} was not found: it does not exist, was created with another API key, or has been deleted.</source>
            <translation>{what} no se encontró: no existe, se creó con otra clave de API o se ha eliminado.</translation>
        </message>
        <message>
            <source>no details given</source>
            <translation>sin detalles</translation>
        </message>
        <message>
            <source>{service} refused the request as invalid: {summary}.</source>
            <translation>{service} rechazó la solicitud por no ser válida: {summary}.</translation>
        </message>
        <message>
            <source>{service} failed with status {code} ({said}). Try again later.</source>
            <translation>{service} falló con el estado {code} ({said}). Inténtelo de nuevo más tarde.</translation>
        </message>
        <message>
            <source>{service} failed with status {code}. Try again later.</source>
            <translation>{service} falló con el estado {code}. Inténtelo de nuevo más tarde.</translation>
        </message>
        <message>
            <source>{service} answered {what} with status {code}: {said}.</source>
            <translation>{service} respondió con el estado {code} ({what}): {said}.</translation>
        </message>
        <message>
            <source>{service} answered {what} with status {code}.</source>
            <translation>{service} respondió con el estado {code} ({what}).</translation>
        </message>
        <message numerus="yes">
            <source>{service} sent a {model} that Voxwell does not understand (%n problem(s), first: {first}). The service may be newer than this version of Voxwell.</source>
            <translation>
                <numerusform>{service} envió un {model} que Voxwell no entiende (%n problema; el primero: {first}). Es posible que el servicio sea más reciente que esta versión de Voxwell.</numerusform>
                <numerusform>{service} envió un {model} que Voxwell no entiende (%n problemas; el primero: {first}). Es posible que el servicio sea más reciente que esta versión de Voxwell.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Credentials</name>
        <message>
            <source>Pass the key instead as an argument ({argument}) or in the {variable} environment variable.</source>
            <translation>Indique la clave en su lugar como argumento ({argument}) o en la variable de entorno {variable}.</translation>
        </message>
        <message>
            <source>This computer has no usable keyring, so API keys cannot be saved here.</source>
            <translation>Este equipo no tiene un llavero utilizable, así que aquí no se pueden guardar claves de API.</translation>
        </message>
        <message>
            <source>This computer has no keyring to keep API keys safely.</source>
            <translation>Este equipo no tiene un llavero donde guardar las claves de API de forma segura.</translation>
        </message>
        <message>
            <source>The configured keyring ({name}) keeps keys in a plain-text file, which Voxwell does not use.</source>
            <translation>El llavero configurado ({name}) guarda las claves en un archivo de texto sin cifrar, que Voxwell no utiliza.</translation>
        </message>
        <message>
            <source>The keyring could not be read ({error}).</source>
            <translation>No se pudo leer el llavero ({error}).</translation>
        </message>
        <message>
            <source>No API key is saved for {account}. Save one in the app's settings, or pass the key instead as an argument ({argument}) or in the {variable} environment variable.</source>
            <translation>No hay ninguna clave de API guardada para {account}. Guarde una en la configuración de la aplicación, o indique la clave en su lugar como argumento ({argument}) o en la variable de entorno {variable}.</translation>
        </message>
        <message>
            <source>The API key is empty; paste the key the provider issued.</source>
            <translation>La clave de API está vacía; pegue la clave que le entregó el proveedor.</translation>
        </message>
        <message>
            <source>The keyring refused to store the key ({error}).</source>
            <translation>El llavero no aceptó guardar la clave ({error}).</translation>
        </message>
        <message>
            <source>The keyring could not delete the key ({error}).</source>
            <translation>El llavero no pudo eliminar la clave ({error}).</translation>
        </message>
    </context>
    <context>
        <name>DataProtection</name>
        <message>
            <source>This computer has no usable keyring, so Voxwell keeps recordings and results on this computer unencrypted. Turn on the system's disk encryption (BitLocker, FileVault or LUKS) to protect them if the laptop is lost.</source>
            <translation>Este equipo no tiene un llavero utilizable, así que Voxwell guarda las grabaciones y los resultados en este equipo sin cifrar. Active el cifrado de disco del sistema (BitLocker, FileVault o LUKS) para protegerlos en caso de pérdida del portátil.</translation>
        </message>
        <message>
            <source>{path} is damaged ({error}); Voxwell cannot tell which key encrypts this data folder. Restore the file from a backup.</source>
            <translation>{path} está dañado ({error}); Voxwell no puede saber qué clave cifra esta carpeta de datos. Restaure el archivo desde una copia de seguridad.</translation>
        </message>
        <message>
            <source>The data in {folder} is encrypted, and this computer's keyring no longer holds its key. Restore the keyring (or sign in to the account that holds it) and start Voxwell again; nothing was changed.</source>
            <translation>Los datos de {folder} están cifrados y el llavero de este equipo ya no contiene su clave. Restaure el llavero (o inicie sesión en la cuenta que la contiene) y vuelva a iniciar Voxwell; no se ha modificado nada.</translation>
        </message>
        <message>
            <source>The key in this computer's keyring does not open the data in {folder}. Restore the keyring entry that was made with this folder; nothing was changed.</source>
            <translation>La clave del llavero de este equipo no abre los datos de {folder}. Restaure la entrada del llavero que se creó con esta carpeta; no se ha modificado nada.</translation>
        </message>
    </context>
    <context>
        <name>DeviceInput</name>
        <message>
            <source>The microphone '{name}' stopped sending sound (it may have been unplugged or taken by another program). What was recorded up to then has been kept; choose an input and record again if needed.</source>
            <translation>El micrófono '{name}' dejó de enviar sonido (puede que se haya desconectado o que lo esté usando otro programa). Se ha conservado lo grabado hasta ese momento; elija una entrada y vuelva a grabar si es necesario.</translation>
        </message>
        <message>
            <source>Could not open the microphone '{name}' at {rate} Hz: {reason}</source>
            <translation>No se pudo abrir el micrófono '{name}' a {rate} Hz: {reason}</translation>
        </message>
    </context>
    <context>
        <name>EngineDiscovery</name>
        <message>
            <source>The app's local engine is running, but its key cannot be read ({problem}).</source>
            <translation>El motor local de la aplicación está en ejecución, pero no se puede leer su clave ({problem}).</translation>
        </message>
        <message>
            <source>The app's local engine is running, but no key for it is kept here.</source>
            <translation>El motor local de la aplicación está en ejecución, pero aquí no se guarda ninguna clave para él.</translation>
        </message>
        <message>
            <source>The app's local engine is running, but it refused the key in the keyring.</source>
            <translation>El motor local de la aplicación está en ejecución, pero rechazó la clave del llavero.</translation>
        </message>
        <message>
            <source>The app's local engine is running, but it refused the key in the file.</source>
            <translation>El motor local de la aplicación está en ejecución, pero rechazó la clave del archivo.</translation>
        </message>
    </context>
    <context>
        <name>EngineKey</name>
        <message>
            <source>The local engine's key file {path} cannot be read ({error}).</source>
            <translation>No se puede leer el archivo de clave del motor local {path} ({error}).</translation>
        </message>
        <message>
            <source>The local engine's key file {path} is empty; remove it.</source>
            <translation>El archivo de clave del motor local {path} está vacío; elimínelo.</translation>
        </message>
        <message>
            <source>The local engine's key could not be kept in {path} ({error}).</source>
            <translation>No se pudo guardar la clave del motor local en {path} ({error}).</translation>
        </message>
    </context>
    <context>
        <name>EngineLaunch</name>
        <message>
            <source>Port {port} is in use by another program, so the local engine uses another port until Voxwell restarts: questionnaire links made now stop working then. Choose a free port in Settings.</source>
            <translation>Otro programa está usando el puerto {port}, así que el motor local usará otro puerto hasta que Voxwell se reinicie: los enlaces a cuestionarios creados ahora dejarán de funcionar entonces. Elija un puerto libre en Configuración.</translation>
        </message>
        <message>
            <source>Another Voxwell engine holds {folder} but did not become ready.</source>
            <translation>Otro motor de Voxwell ocupa {folder}, pero no llegó a estar listo.</translation>
        </message>
        <message>
            <source>The local engine was not launched in time.</source>
            <translation>El motor local no se puso en marcha a tiempo.</translation>
        </message>
        <message>
            <source>The app closed before the local engine started.</source>
            <translation>La aplicación se cerró antes de que se iniciara el motor local.</translation>
        </message>
    </context>
    <context>
        <name>EngineSupervisor</name>
        <message>
            <source>The local engine stopped repeatedly. Restart Voxwell, or choose a region in Settings.</source>
            <translation>El motor local se detuvo repetidamente. Reinicie Voxwell o elija una región en Configuración.</translation>
        </message>
    </context>
    <context>
        <name>ErrorActions</name>
        <message>
            <source>{title}. {action}</source>
            <translation>{title}. {action}</translation>
        </message>
        <message>
            <source>Not enough speech</source>
            <translation>No hay suficiente habla</translation>
        </message>
        <message>
            <source>Record again with more speech: keep talking until the meter shows “Enough speech”.</source>
            <translation>Vuelva a grabar con más habla: siga hablando hasta que el medidor indique «Habla suficiente».</translation>
        </message>
        <message>
            <source>The recording is too long</source>
            <translation>La grabación es demasiado larga</translation>
        </message>
        <message>
            <source>Record again and stop within 3 minutes, or trim the file to under 3 minutes.</source>
            <translation>Vuelva a grabar y deténgase antes de 3 minutos, o recorte el archivo a menos de 3 minutos.</translation>
        </message>
        <message>
            <source>The file is not a recording the service can read</source>
            <translation>El archivo no es una grabación que el servicio pueda leer</translation>
        </message>
        <message>
            <source>Re-export it as {formats} audio, then import it again.</source>
            <translation>Vuelva a exportarlo como audio {formats} y después impórtelo de nuevo.</translation>
        </message>
        <message>
            <source>The speech could not be transcribed</source>
            <translation>No se pudo transcribir el habla</translation>
        </message>
        <message>
            <source>Check the microphone and that the session language matches the language spoken, then record again.</source>
            <translation>Compruebe el micrófono y que el idioma de la sesión coincida con el idioma hablado, y vuelva a grabar.</translation>
        </message>
        <message>
            <source>The service failed while analysing the recording</source>
            <translation>El servicio falló al analizar la grabación</translation>
        </message>
        <message>
            <source>Try again; nothing was lost. If it keeps happening, contact the service's support.</source>
            <translation>Inténtelo de nuevo; no se ha perdido nada. Si sigue ocurriendo, contacte con el soporte del servicio.</translation>
        </message>
        <message>
            <source>The analysis did not finish</source>
            <translation>El análisis no terminó</translation>
        </message>
        <message>
            <source>Try again; nothing was lost.</source>
            <translation>Inténtelo de nuevo; no se ha perdido nada.</translation>
        </message>
        <message>
            <source>Re-export it in one of the formats named below, then import it again.</source>
            <translation>Vuelva a exportarlo en uno de los formatos indicados abajo y después impórtelo de nuevo.</translation>
        </message>
        <message>
            <source>English</source>
            <translation>inglés</translation>
        </message>
        <message>
            <source>Spanish</source>
            <translation>español</translation>
        </message>
        <message>
            <source>Indonesian</source>
            <translation>indonesio</translation>
        </message>
        <message>
            <source>Japanese</source>
            <translation>japonés</translation>
        </message>
        <message>
            <source>The speech sounds like {language}</source>
            <translation>El habla parece estar en {language}</translation>
        </message>
        <message>
            <source>Analyse the same recordings again in {heard}: nothing is recorded again, and this run stays in the history. If the person did speak {chosen}, record again.</source>
            <translation>Analice de nuevo las mismas grabaciones en {heard}: no se graba nada de nuevo y esta ejecución se conserva en el historial. Si la persona sí habló en {chosen}, vuelva a grabar.</translation>
        </message>
        <message>
            <source>The service did not accept the API key</source>
            <translation>El servicio no aceptó la clave de API</translation>
        </message>
        <message>
            <source>Open Settings and enter the API key for this service.</source>
            <translation>Abra la configuración e introduzca la clave de API de este servicio.</translation>
        </message>
        <message>
            <source>The upload link expired</source>
            <translation>El enlace de subida ha caducado</translation>
        </message>
        <message>
            <source>Try again: a new run is created from the same recordings.</source>
            <translation>Inténtelo de nuevo: se crea una nueva ejecución a partir de las mismas grabaciones.</translation>
        </message>
        <message>
            <source>The service cannot be reached</source>
            <translation>No se puede contactar con el servicio</translation>
        </message>
        <message>
            <source>Check the network connection and the service address in Settings, then try again. The recordings are kept and upload when you retry.</source>
            <translation>Compruebe la conexión de red y la dirección del servicio en la configuración, y vuelva a intentarlo. Las grabaciones se conservan y se suben cuando lo reintente.</translation>
        </message>
        <message>
            <source>The service did not answer in time</source>
            <translation>El servicio no respondió a tiempo</translation>
        </message>
        <message>
            <source>Try again in a moment; the recordings are kept.</source>
            <translation>Inténtelo de nuevo dentro de un momento; las grabaciones se conservan.</translation>
        </message>
        <message>
            <source>The service does not know this session's earlier run</source>
            <translation>El servicio no conoce la ejecución anterior de esta sesión</translation>
        </message>
        <message>
            <source>It may have been deleted, or made with another key and still be analysing. Check the service first; to analyse the recordings again as a new run, press the button.</source>
            <translation>Puede que se haya eliminado, o que se creara con otra clave y siga en análisis. Compruebe primero el servicio; para analizar de nuevo las grabaciones como una nueva ejecución, pulse el botón.</translation>
        </message>
        <message>
            <source>The service no longer has this run</source>
            <translation>El servicio ya no tiene esta ejecución</translation>
        </message>
        <message>
            <source>Try again to create a new run from the same recordings.</source>
            <translation>Inténtelo de nuevo para crear una nueva ejecución a partir de las mismas grabaciones.</translation>
        </message>
        <message>
            <source>The service refused the session details</source>
            <translation>El servicio rechazó los datos de la sesión</translation>
        </message>
        <message>
            <source>Check the user label, date of birth and language in the session setup.</source>
            <translation>Compruebe la etiqueta de usuario, la fecha de nacimiento y el idioma en la configuración de la sesión.</translation>
        </message>
        <message>
            <source>The microphone cannot be used</source>
            <translation>No se puede usar el micrófono</translation>
        </message>
        <message>
            <source>Check the input in Settings, or import a recording from a file.</source>
            <translation>Compruebe la entrada en la configuración o importe una grabación desde un archivo.</translation>
        </message>
        <message>
            <source>The recording file is too large</source>
            <translation>El archivo de grabación es demasiado grande</translation>
        </message>
        <message>
            <source>Save it in a compressed format such as FLAC, or trim it, then import it again.</source>
            <translation>Guárdelo en un formato comprimido como FLAC, o recórtelo, y después impórtelo de nuevo.</translation>
        </message>
        <message>
            <source>The recording could not be saved</source>
            <translation>No se pudo guardar la grabación</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation>Algo salió mal</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>Run {run_id} failed with {code}: {reason}</source>
            <translation>La ejecución {run_id} falló con {code}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>ExportActions</name>
        <message>
            <source>Results as JSON…</source>
            <translation>Resultados en JSON…</translation>
        </message>
        <message>
            <source>Results as CSV…</source>
            <translation>Resultados en CSV…</translation>
        </message>
        <message>
            <source>Transcript and measures as Praat TextGrid…</source>
            <translation>Transcripción y medidas en TextGrid de Praat…</translation>
        </message>
        <message>
            <source>PDF report…</source>
            <translation>Informe PDF…</translation>
        </message>
        <message>
            <source>Results and questionnaires as FHIR R4…</source>
            <translation>Resultados y cuestionarios en FHIR R4…</translation>
        </message>
        <message>
            <source>JSON document</source>
            <translation>Documento JSON</translation>
        </message>
        <message>
            <source>CSV table</source>
            <translation>Tabla CSV</translation>
        </message>
        <message>
            <source>Praat TextGrid</source>
            <translation>TextGrid de Praat</translation>
        </message>
        <message>
            <source>PDF report</source>
            <translation>Informe PDF</translation>
        </message>
        <message>
            <source>FHIR R4 bundle</source>
            <translation>Paquete FHIR R4</translation>
        </message>
        <message>
            <source>Audio takes to a folder…</source>
            <translation>Tomas de audio a una carpeta…</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>&amp;Exportar</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exportar</translation>
        </message>
        <message>
            <source>No session is shown, so there is nothing to export.</source>
            <translation>No se muestra ninguna sesión, así que no hay nada que exportar.</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} y {second}</translation>
        </message>
        <message>
            <source>Export audio to</source>
            <translation>Exportar el audio a</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>La exportación ha fallado</translation>
        </message>
        <message>
            <source>Nothing was exported. {reason}</source>
            <translation>No se ha exportado nada. {reason}</translation>
        </message>
    </context>
    <context>
        <name>FeatureTable</name>
        <message>
            <source>Acoustic features by section</source>
            <translation>Rasgos acústicos por sección</translation>
        </message>
        <message>
            <source>Acoustic features</source>
            <translation>Rasgos acústicos</translation>
        </message>
        <message>
            <source>Measured by Voxwell's engine with Praat's algorithms: point at a heading to see what it measures.</source>
            <translation>Medido por el motor de Voxwell con los algoritmos de Praat: señale un encabezado para ver qué medida representa.</translation>
        </message>
        <message>
            <source>These results carry no acoustic features (only Voxwell's engine sends them: the local one or a team server).</source>
            <translation>Estos resultados no incluyen rasgos acústicos (solo los envía el motor de Voxwell: el local o un servidor del equipo).</translation>
        </message>
    </context>
    <context>
        <name>FileInput</name>
        <message>
            <source>Cannot play '{file}' as an input: it is not a readable audio file ({error}). Use a WAV, FLAC or Ogg file.</source>
            <translation>No se puede reproducir '{file}' como entrada: no es un archivo de audio legible ({error}). Use un archivo WAV, FLAC u Ogg.</translation>
        </message>
        <message>
            <source>File: {file}</source>
            <translation>Archivo: {file}</translation>
        </message>
        <message>
            <source>Reading '{file}' failed part way: {error}.</source>
            <translation>La lectura de '{file}' falló a mitad: {error}.</translation>
        </message>
    </context>
    <context>
        <name>GroupPlot</name>
        <message>
            <source>All</source>
            <translation>Todas</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(ninguno)</translation>
        </message>
        <message>
            <source>All sessions</source>
            <translation>Todas las sesiones</translation>
        </message>
    </context>
    <context>
        <name>HistoryView</name>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>User label</source>
            <translation>Etiqueta de usuario</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Service</source>
            <translation>Servicio</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Model version</source>
            <translation>Versión del modelo</translation>
        </message>
        <message>
            <source>Show sessions of user label</source>
            <translation>Mostrar las sesiones de la etiqueta de usuario</translation>
        </message>
        <message>
            <source>User &amp;label:</source>
            <translation>&amp;Etiqueta de usuario:</translation>
        </message>
        <message>
            <source>&amp;Erase this person…</source>
            <translation>&amp;Borrar a esta persona…</translation>
        </message>
        <message>
            <source>Erase every session, take, note and questionnaire of this user label from this computer and the local engine (Alt+E).</source>
            <translation>Borra todas las sesiones, tomas, notas y cuestionarios de esta etiqueta de usuario de este equipo y del motor local (Alt+E).</translation>
        </message>
        <message>
            <source>All users</source>
            <translation>Todos los usuarios</translation>
        </message>
        <message numerus="yes">
            <source>%n session(s). Double-click or press Enter to open one.</source>
            <translation>
                <numerusform>%n sesión. Haga doble clic o pulse Intro para abrirla.</numerusform>
                <numerusform>%n sesiones. Haga doble clic o pulse Intro para abrir una.</numerusform>
            </translation>
        </message>
        <message>
            <source>No sessions for {label} yet: the trend shows their questionnaire totals.</source>
            <translation>Aún no hay sesiones de {label}: la tendencia muestra los totales de sus cuestionarios.</translation>
        </message>
        <message>
            <source>No sessions stored yet.</source>
            <translation>Aún no hay sesiones guardadas.</translation>
        </message>
        <message>
            <source>Nothing was erased: {error}</source>
            <translation>No se ha borrado nada: {error}</translation>
        </message>
        <message>
            <source>Erase this person</source>
            <translation>Borrar a esta persona</translation>
        </message>
        <message>
            <source>Erase everything this computer keeps of {label}?</source>
            <translation>¿Borrar todo lo que este equipo guarda de {label}?</translation>
        </message>
        <message>
            <source>Erase</source>
            <translation>Borrar</translation>
        </message>
        <message>
            <source>Erasing {label}…</source>
            <translation>Borrando {label}…</translation>
        </message>
        <message>
            <source>The erase of {label} stopped: {error} It is finished at the next start.</source>
            <translation>El borrado de {label} se detuvo: {error} Se completará en el próximo inicio.</translation>
        </message>
        <message numerus="yes">
            <source>Erased %n item(s) of {label} from this computer.</source>
            <translation>
                <numerusform>Se ha borrado %n elemento de {label} de este equipo.</numerusform>
                <numerusform>Se han borrado %n elementos de {label} de este equipo.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>IdentifierWarning</name>
        <message>
            <source>This label looks like an e-mail address. Use a code that does not identify the person.</source>
            <translation>Esta etiqueta parece una dirección de correo electrónico. Use un código que no identifique a la persona.</translation>
        </message>
        <message>
            <source>This label contains a long number, like a national ID, health or phone number. Use a study code instead.</source>
            <translation>Esta etiqueta contiene un número largo, como un documento de identidad, un número sanitario o de teléfono. Use en su lugar un código de estudio.</translation>
        </message>
        <message>
            <source>This label looks like a person's name. Use a code that does not identify them.</source>
            <translation>Esta etiqueta parece el nombre de una persona. Use un código que no la identifique.</translation>
        </message>
    </context>
    <context>
        <name>InspectionControls</name>
        <message>
            <source>Cursor: point at the plots.</source>
            <translation>Cursor: señale los gráficos.</translation>
        </message>
        <message>
            <source>Selection: drag across the plots to select a stretch.</source>
            <translation>Selección: arrastre sobre los gráficos para seleccionar un tramo.</translation>
        </message>
        <message>
            <source>Cursor {time} s</source>
            <translation>Cursor {time} s</translation>
        </message>
        <message>
            <source>spectrum {level}</source>
            <translation>espectro {level}</translation>
        </message>
        <message>
            <source>F0 {pitch}</source>
            <translation>F0 {pitch}</translation>
        </message>
        <message>
            <source>intensity {level}</source>
            <translation>intensidad {level}</translation>
        </message>
        <message>
            <source>Selection {start}–{end} s ({duration} s)</source>
            <translation>Selección {start}–{end} s ({duration} s)</translation>
        </message>
        <message>
            <source>mean F0 {pitch}</source>
            <translation>F0 media {pitch}</translation>
        </message>
        <message>
            <source>jitter {jitter}</source>
            <translation>jitter {jitter}</translation>
        </message>
        <message>
            <source>shimmer {shimmer}</source>
            <translation>shimmer {shimmer}</translation>
        </message>
        <message>
            <source>HNR {hnr}</source>
            <translation>HNR {hnr}</translation>
        </message>
        <message>
            <source>Play &amp;selection</source>
            <translation>Reproducir &amp;selección</translation>
        </message>
        <message>
            <source>Play &amp;visible</source>
            <translation>Reproducir lo &amp;visible</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>&amp;Detener</translation>
        </message>
        <message>
            <source>&amp;Zoom to selection</source>
            <translation>&amp;Ampliar a la selección</translation>
        </message>
        <message>
            <source>Show &amp;all</source>
            <translation>Mostrar &amp;todo</translation>
        </message>
        <message>
            <source>&amp;Formants F1–F3</source>
            <translation>&amp;Formantes F1–F3</translation>
        </message>
        <message>
            <source>Spectrogram view range, highest frequency</source>
            <translation>Rango visible del espectrograma, frecuencia máxima</translation>
        </message>
        <message>
            <source>5 ms: broadband (formants); 30 ms: narrowband (harmonics)</source>
            <translation>5 ms: banda ancha (formantes); 30 ms: banda estrecha (armónicos)</translation>
        </message>
        <message>
            <source>Spectrogram window length</source>
            <translation>Longitud de ventana del espectrograma</translation>
        </message>
        <message>
            <source>Spectrogram dynamic range</source>
            <translation>Rango dinámico del espectrograma</translation>
        </message>
        <message>
            <source>View to</source>
            <translation>Ver hasta</translation>
        </message>
        <message>
            <source>Window</source>
            <translation>Ventana</translation>
        </message>
        <message>
            <source>Dynamic range</source>
            <translation>Rango dinámico</translation>
        </message>
    </context>
    <context>
        <name>InspectionPlots</name>
        <message>
            <source>Wave</source>
            <translation>Onda</translation>
        </message>
        <message>
            <source>Freq (Hz)</source>
            <translation>Frec. (Hz)</translation>
        </message>
        <message>
            <source>F0 (Hz)</source>
            <translation>F0 (Hz)</translation>
        </message>
        <message>
            <source>Int. (dB)</source>
            <translation>Int. (dB)</translation>
        </message>
        <message>
            <source>Sections</source>
            <translation>Secciones</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>Palabras</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Tiempo</translation>
        </message>
    </context>
    <context>
        <name>InspectionView</name>
        <message>
            <source>No take file stored for this session: only the tiers can be shown.</source>
            <translation>No hay ningún archivo de toma guardado para esta sesión: solo pueden mostrarse los niveles.</translation>
        </message>
        <message>
            <source>Computing the spectrogram, pitch and intensity…</source>
            <translation>Calculando el espectrograma, el tono y la intensidad…</translation>
        </message>
        <message>
            <source>The tracks cannot be computed: {reason}</source>
            <translation>No se pueden calcular las pistas: {reason}</translation>
        </message>
        <message>
            <source>{duration} take. Drag to select, wheel to zoom, shift-drag to pan, click a word to play it.</source>
            <translation>Toma de {duration}. Arrastre para seleccionar, use la rueda para ampliar, Mayús+arrastrar para desplazar y haga clic en una palabra para reproducirla.</translation>
        </message>
        <message>
            <source>Computing the spectrogram with the new settings…</source>
            <translation>Calculando el espectrograma con la nueva configuración…</translation>
        </message>
        <message>
            <source>Computing the formants…</source>
            <translation>Calculando los formantes…</translation>
        </message>
    </context>
    <context>
        <name>LiveAlert</name>
        <message>
            <source>be aware, check in</source>
            <translation>esté atento y pregunte cómo está</translation>
        </message>
        <message>
            <source>offer support, tell a clinician</source>
            <translation>ofrezca apoyo y avise a un profesional clínico</translation>
        </message>
        <message>
            <source>possible suicide risk</source>
            <translation>posible riesgo de suicidio</translation>
        </message>
        <message>
            <source>routine</source>
            <translation>rutina</translation>
        </message>
        <message>
            <source>follow up within a week</source>
            <translation>seguimiento en una semana</translation>
        </message>
        <message>
            <source>follow up within 48 hours</source>
            <translation>seguimiento en 48 horas</translation>
        </message>
        <message>
            <source>follow up within 24 hours</source>
            <translation>seguimiento en 24 horas</translation>
        </message>
        <message>
            <source>act now</source>
            <translation>actúe ya</translation>
        </message>
        <message>
            <source>Alert level {level} of 3: {meaning} ({urgency})</source>
            <translation>Alerta de nivel {level} de 3: {meaning} ({urgency})</translation>
        </message>
        <message>
            <source>Alert level {level} of 3: {meaning}</source>
            <translation>Alerta de nivel {level} de 3: {meaning}</translation>
        </message>
        <message>
            <source>Concerns: {concerns}.</source>
            <translation>Motivos de preocupación: {concerns}.</translation>
        </message>
    </context>
    <context>
        <name>LiveAlertBanner</name>
        <message>
            <source>Dismiss</source>
            <translation>Descartar</translation>
        </message>
        <message numerus="yes">
            <source>%n alert(s) in this take</source>
            <translation>
                <numerusform>%n alerta en esta toma</numerusform>
                <numerusform>%n alertas en esta toma</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LiveCaptionsView</name>
        <message>
            <source>Live captions: connecting to the service…</source>
            <translation>Subtítulos en directo: conectando con el servicio…</translation>
        </message>
        <message>
            <source>Live captions: listening.</source>
            <translation>Subtítulos en directo: escuchando.</translation>
        </message>
        <message>
            <source>Live captions: the last words of the take…</source>
            <translation>Subtítulos en directo: las últimas palabras de la toma…</translation>
        </message>
        <message>
            <source>Live captions of the last take.</source>
            <translation>Subtítulos en directo de la última toma.</translation>
        </message>
        <message>
            <source>Live captions of the restored take, as they came when it was recorded.</source>
            <translation>Subtítulos en directo de la toma restaurada, tal como llegaron cuando se grabó.</translation>
        </message>
        <message>
            <source>Live captions appear here while a take is recorded.</source>
            <translation>Los subtítulos en directo aparecen aquí mientras se graba una toma.</translation>
        </message>
        <message>
            <source>Live captions are off (Settings → Session defaults).</source>
            <translation>Los subtítulos en directo están desactivados (Configuración → Valores predeterminados de la sesión).</translation>
        </message>
        <message>
            <source>Live captions</source>
            <translation>Subtítulos en directo</translation>
        </message>
        <message>
            <source>Live captions unavailable: {reason}</source>
            <translation>Subtítulos en directo no disponibles: {reason}</translation>
        </message>
    </context>
    <context>
        <name>LiveMonitor</name>
        <message>
            <source>The service closed the session.</source>
            <translation>El servicio cerró la sesión.</translation>
        </message>
        <message>
            <source>The service did not send the last captions in time.</source>
            <translation>El servicio no envió los últimos subtítulos a tiempo.</translation>
        </message>
        <message>
            <source>The monitoring session failed ({error}).</source>
            <translation>La sesión de monitorización falló ({error}).</translation>
        </message>
        <message>
            <source>error</source>
            <translation>error</translation>
        </message>
    </context>
    <context>
        <name>LocalEngine</name>
        <message>
            <source>The local engine has not started yet.</source>
            <translation>El motor local aún no se ha iniciado.</translation>
        </message>
        <message>
            <source>The local engine could not be started: {error}.</source>
            <translation>No se pudo iniciar el motor local: {error}.</translation>
        </message>
        <message>
            <source>Another Voxwell engine is already running on {folder}.</source>
            <translation>Ya hay otro motor de Voxwell en ejecución en {folder}.</translation>
        </message>
        <message>
            <source>The local engine did not become ready within {seconds} s. Its last output was:
{output}</source>
            <translation>El motor local no estuvo listo en {seconds} s. Su última salida fue:
{output}</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>New session</source>
            <translation>Nueva sesión</translation>
        </message>
        <message>
            <source>Import a recording</source>
            <translation>Importar una grabación</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Configuración</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historial</translation>
        </message>
        <message>
            <source>Study</source>
            <translation>Estudio</translation>
        </message>
        <message>
            <source>Questionnaires</source>
            <translation>Cuestionarios</translation>
        </message>
        <message>
            <source>User data</source>
            <translation>Datos del usuario</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>Cuenta</translation>
        </message>
        <message>
            <source>Local engine: not used</source>
            <translation>Motor local: no se usa</translation>
        </message>
        <message>
            <source>Local engine: not started</source>
            <translation>Motor local: no iniciado</translation>
        </message>
        <message>
            <source>Local engine: starting</source>
            <translation>Motor local: iniciándose</translation>
        </message>
        <message>
            <source>Local engine: ready</source>
            <translation>Motor local: listo</translation>
        </message>
        <message>
            <source>Local engine: stopped</source>
            <translation>Motor local: detenido</translation>
        </message>
        <message>
            <source>Local engine: failed</source>
            <translation>Motor local: falló</translation>
        </message>
        <message>
            <source>Close this notice</source>
            <translation>Cerrar este aviso</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Sesión</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>&amp;New session</source>
            <translation>&amp;Nueva sesión</translation>
        </message>
        <message>
            <source>&amp;Import recording…</source>
            <translation>&amp;Importar grabación…</translation>
        </message>
        <message>
            <source>Use an audio file as the selected take instead of recording</source>
            <translation>Usar un archivo de audio como la toma seleccionada en lugar de grabar</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Configuración…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>Atajos de &amp;teclado</translation>
        </message>
        <message>
            <source>&amp;About Voxwell</source>
            <translation>Acerca &amp;de Voxwell</translation>
        </message>
        <message>
            <source>Start a new session first: imported files fill a take of a session.</source>
            <translation>Inicie primero una sesión nueva: los archivos importados ocupan una toma de una sesión.</translation>
        </message>
        <message>
            <source>The File and Help menus</source>
            <translation>Los menús Archivo y Ayuda</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <source>Record, analyse and review voice sessions.</source>
            <translation>Grabe, analice y revise sesiones de voz.</translation>
        </message>
        <message>
            <source>Results from the local engine come from an acoustic reference model, not a clinical model. So do those of a team server, which runs the same engine.</source>
            <translation>Los resultados del motor local proceden de un modelo de referencia acústico, no de un modelo clínico. Lo mismo ocurre con los de un servidor del equipo, que ejecuta el mismo motor.</translation>
        </message>
        <message>
            <source>About Voxwell</source>
            <translation>Acerca de Voxwell</translation>
        </message>
        <message>
            <source>Service: {name}</source>
            <translation>Servicio: {name}</translation>
        </message>
        <message>
            <source>unencrypted (plain http)</source>
            <translation>sin cifrar (http simple)</translation>
        </message>
        <message>
            <source>no address (open Settings)</source>
            <translation>sin dirección (abra Configuración)</translation>
        </message>
        <message>
            <source>no API key (open Settings)</source>
            <translation>sin clave de API (abra Configuración)</translation>
        </message>
        <message>
            <source>Local engine: failed ({reason})</source>
            <translation>Motor local: falló ({reason})</translation>
        </message>
        <message>
            <source>Local engine: {state}</source>
            <translation>Motor local: {state}</translation>
        </message>
        <message>
            <source>Data on this computer: encrypted</source>
            <translation>Datos en este equipo: cifrados</translation>
        </message>
        <message>
            <source>Recordings, notes and results are encrypted with a key kept in this computer's keyring.</source>
            <translation>Las grabaciones, las notas y los resultados se cifran con una clave guardada en el llavero de este equipo.</translation>
        </message>
        <message>
            <source>Data on this computer: NOT encrypted (no keyring)</source>
            <translation>Datos en este equipo: SIN cifrar (no hay llavero)</translation>
        </message>
        <message>
            <source>the earlier {slot} take</source>
            <translation>la toma anterior de {slot}</translation>
        </message>
        <message>
            <source>Kept {takes}: it had more speech than the take sent. It is offered again at the next start, where it can be discarded.</source>
            <translation>Se ha conservado {takes}: tenía más habla que la toma enviada. Se ofrecerá de nuevo en el próximo inicio, donde podrá descartarse.</translation>
        </message>
        <message numerus="yes">
            <source>Resuming %n unfinished session(s).</source>
            <translation>
                <numerusform>Reanudando %n sesión sin terminar.</numerusform>
                <numerusform>Reanudando %n sesiones sin terminar.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MeterWidget</name>
        <message>
            <source>Not recording</source>
            <translation>No se está grabando</translation>
        </message>
        <message>
            <source>waiting for speech</source>
            <translation>a la espera de habla</translation>
        </message>
        <message>
            <source>too quiet</source>
            <translation>demasiado bajo</translation>
        </message>
        <message>
            <source>good</source>
            <translation>correcto</translation>
        </message>
        <message>
            <source>clipping</source>
            <translation>saturación</translation>
        </message>
        <message>
            <source>no signal</source>
            <translation>sin señal</translation>
        </message>
        <message>
            <source>Elapsed {elapsed} of {total}</source>
            <translation>Transcurrido {elapsed} de {total}</translation>
        </message>
        <message>
            <source>Input level</source>
            <translation>Nivel de entrada</translation>
        </message>
        <message>
            <source>Clip</source>
            <translation>Sat</translation>
        </message>
        <message>
            <source>Clipping lamp</source>
            <translation>Indicador de saturación</translation>
        </message>
        <message>
            <source>Speech against target</source>
            <translation>Habla frente al objetivo</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Nivel</translation>
        </message>
        <message>
            <source>Speech</source>
            <translation>Habla</translation>
        </message>
        <message>
            <source>Not recording (level check: speak to see the level)</source>
            <translation>No se está grabando (comprobación de nivel: hable para ver el nivel)</translation>
        </message>
        <message>
            <source>{state}; level {level} dBFS</source>
            <translation>{state}; nivel {level} dBFS</translation>
        </message>
        <message>
            <source>Input level: {state}</source>
            <translation>Nivel de entrada: {state}</translation>
        </message>
        <message>
            <source>Elapsed {elapsed} of {total} — stops in {left} s</source>
            <translation>Transcurrido {elapsed} de {total} — se detiene en {left} s</translation>
        </message>
        <message>
            <source>The input has clipped</source>
            <translation>La entrada se ha saturado</translation>
        </message>
        <message>
            <source>No clipping</source>
            <translation>Sin saturación</translation>
        </message>
        <message>
            <source>Enough speech ✓ ({seconds} s)</source>
            <translation>Habla suficiente ✓ ({seconds} s)</translation>
        </message>
        <message>
            <source>{spoken} s of {target} s</source>
            <translation>{spoken} s de {target} s</translation>
        </message>
        <message numerus="yes">
            <source>Enough speech: %n second(s)</source>
            <translation>
                <numerusform>Habla suficiente: %n segundo</numerusform>
                <numerusform>Habla suficiente: %n segundos</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MonitorClient</name>
        <message>
            <source>The service refused the API key.</source>
            <translation>El servicio rechazó la clave de API.</translation>
        </message>
        <message>
            <source>The service has no monitoring endpoint ({path}) open to this key ({status}).</source>
            <translation>El servicio no tiene ningún punto de acceso de monitorización ({path}) abierto a esta clave ({status}).</translation>
        </message>
        <message>
            <source>The service refused the session ({status}).</source>
            <translation>El servicio rechazó la sesión ({status}).</translation>
        </message>
        <message>
            <source>The monitoring endpoint at {url} cannot be reached ({error}).</source>
            <translation>No se puede contactar con el punto de acceso de monitorización en {url} ({error}).</translation>
        </message>
        <message>
            <source>The monitoring session is not connected.</source>
            <translation>La sesión de monitorización no está conectada.</translation>
        </message>
        <message>
            <source>The service closed the monitoring session ({reason}).</source>
            <translation>El servicio cerró la sesión de monitorización ({reason}).</translation>
        </message>
        <message>
            <source>The service closed the monitoring session (no reason).</source>
            <translation>El servicio cerró la sesión de monitorización (sin motivo).</translation>
        </message>
    </context>
    <context>
        <name>ParticipantPlot</name>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
    </context>
    <context>
        <name>PdfReport</name>
        <message>
            <source>Distress</source>
            <translation>Malestar</translation>
        </message>
        <message>
            <source>Stress</source>
            <translation>Estrés</translation>
        </message>
        <message>
            <source>Exhaustion</source>
            <translation>Agotamiento</translation>
        </message>
        <message>
            <source>Sleep</source>
            <translation>Sueño</translation>
        </message>
        <message>
            <source>Self-esteem</source>
            <translation>Autoestima</translation>
        </message>
        <message>
            <source>Strain</source>
            <translation>Tensión</translation>
        </message>
        <message>
            <source>Depression probability</source>
            <translation>Probabilidad de depresión</translation>
        </message>
        <message>
            <source>Anxiety probability</source>
            <translation>Probabilidad de ansiedad</translation>
        </message>
        <message>
            <source>{disorder} probability</source>
            <translation>Probabilidad de {disorder}</translation>
        </message>
        <message>
            <source>Not given</source>
            <translation>No indicado</translation>
        </message>
        <message>
            <source>User label: {user}    Date of birth: {birth}    Sex: {sex}    Language: {language}</source>
            <translation>Etiqueta de usuario: {user}    Fecha de nacimiento: {birth}    Sexo: {sex}    Idioma: {language}</translation>
        </message>
        <message>
            <source>not given</source>
            <translation>no indicada</translation>
        </message>
        <message>
            <source>Session: {when}    Service: {service}    Model version: {version}</source>
            <translation>Sesión: {when}    Servicio: {service}    Versión del modelo: {version}</translation>
        </message>
        <message>
            <source>not reported by the service</source>
            <translation>no indicada por el servicio</translation>
        </message>
        <message>
            <source>Start s</source>
            <translation>Inicio s</translation>
        </message>
        <message>
            <source>End s</source>
            <translation>Fin s</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Puntuación</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>Gravedad</translation>
        </message>
        <message>
            <source>(no words)</source>
            <translation>(sin palabras)</translation>
        </message>
        <message>
            <source>Voxwell results support research and wellness monitoring; they are not a diagnosis. Results of the acoustic reference model (models named {models}, from the local engine or a team server running the same engine) are not the hosted clinical model: use them to compare recordings.</source>
            <translation>Los resultados de Voxwell sirven de apoyo a la investigación y al seguimiento del bienestar; no constituyen un diagnóstico. Los resultados del modelo de referencia acústico (modelos denominados {models}, del motor local o de un servidor del equipo que ejecuta el mismo motor) no son el modelo clínico alojado: utilícelos para comparar grabaciones.</translation>
        </message>
        <message>
            <source>{slot}: {text}</source>
            <translation>{slot}: {text}</translation>
        </message>
        <message>
            <source>Read-aloud check: {check}</source>
            <translation>Comprobación de la lectura en voz alta: {check}</translation>
        </message>
        <message numerus="yes">
            <source>No questionnaire was answered within %n day(s) of this session.</source>
            <translation>
                <numerusform>No se respondió ningún cuestionario en un margen de %n día respecto a esta sesión.</numerusform>
                <numerusform>No se respondió ningún cuestionario en un margen de %n días respecto a esta sesión.</numerusform>
            </translation>
        </message>
        <message>
            <source>answered {when}</source>
            <translation>respondido el {when}</translation>
        </message>
        <message>
            <source>total {score} of {most}</source>
            <translation>total {score} de {most}</translation>
        </message>
        <message>
            <source>total {score}</source>
            <translation>total {score}</translation>
        </message>
        <message>
            <source>answered in {language}</source>
            <translation>respondido en {language}</translation>
        </message>
        <message>
            <source>page {page}</source>
            <translation>página {page}</translation>
        </message>
        <message>
            <source>Voxwell session report: {user}</source>
            <translation>Informe de sesión de Voxwell: {user}</translation>
        </message>
        <message>
            <source>the PDF could not be started</source>
            <translation>no se pudo iniciar el PDF</translation>
        </message>
        <message>
            <source>run {run}</source>
            <translation>ejecución {run}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguna</translation>
        </message>
        <message>
            <source>printed {when}</source>
            <translation>impreso el {when}</translation>
        </message>
        <message>
            <source>headings are coloured as in the chart; ~ marks a continuous measure</source>
            <translation>los encabezados tienen los colores del gráfico; ~ indica una medida continua</translation>
        </message>
        <message>
            <source>Voxwell session report · {model}</source>
            <translation>Informe de sesión de Voxwell · {model}</translation>
        </message>
        <message>
            <source>Transcript</source>
            <translation>Transcripción</translation>
        </message>
        <message>
            <source>Questionnaires in the same period</source>
            <translation>Cuestionarios del mismo periodo</translation>
        </message>
        <message>
            <source>Live monitoring</source>
            <translation>Monitorización en directo</translation>
        </message>
        <message>
            <source>Disclaimer: {disclaimer}</source>
            <translation>Aviso legal: {disclaimer}</translation>
        </message>
    </context>
    <context>
        <name>Playback</name>
        <message>
            <source>Cannot play '{file}': {error}. The file may be damaged.</source>
            <translation>No se puede reproducir '{file}': {error}. Es posible que el archivo esté dañado.</translation>
        </message>
        <message>
            <source>Cannot play '{file}': {error}</source>
            <translation>No se puede reproducir '{file}': {error}</translation>
        </message>
        <message>
            <source>Could not play the recording: {reason}</source>
            <translation>No se pudo reproducir la grabación: {reason}</translation>
        </message>
        <message>
            <source>Could not stop playing: {reason}</source>
            <translation>No se pudo detener la reproducción: {reason}</translation>
        </message>
        <message>
            <source>Could not check playback: {reason}</source>
            <translation>No se pudo comprobar la reproducción: {reason}</translation>
        </message>
    </context>
    <context>
        <name>QuestionnaireLink</name>
        <message>
            <source>Questionnaire link</source>
            <translation>Enlace del cuestionario</translation>
        </message>
        <message>
            <source>This link opens on this computer only. To let a phone open it, turn on sharing in Settings &gt; Questionnaires and restart Voxwell.</source>
            <translation>Este enlace solo se abre en este equipo. Para que un teléfono pueda abrirlo, active el uso compartido en Configuración &gt; Cuestionarios y reinicie Voxwell.</translation>
        </message>
    </context>
    <context>
        <name>QuestionnaireResults</name>
        <message>
            <source>This questionnaire has no score.</source>
            <translation>Este cuestionario no tiene puntuación.</translation>
        </message>
        <message>
            <source>Score {score} of {max_score} — {severity}</source>
            <translation>Puntuación {score} de {max_score} — {severity}</translation>
        </message>
        <message>
            <source>Score {score} of {max_score}</source>
            <translation>Puntuación {score} de {max_score}</translation>
        </message>
        <message>
            <source>Score {score} — {severity}</source>
            <translation>Puntuación {score} — {severity}</translation>
        </message>
        <message>
            <source>Score {score}</source>
            <translation>Puntuación {score}</translation>
        </message>
        <message>
            <source>(no answer)</source>
            <translation>(sin respuesta)</translation>
        </message>
        <message>
            <source>Safety flag raised</source>
            <translation>Señal de seguridad activada</translation>
        </message>
        <message>
            <source>The service raised a safety flag on these answers.</source>
            <translation>El servicio activó una señal de seguridad en estas respuestas.</translation>
        </message>
        <message>
            <source>{type} for {user}: answered — SAFETY FLAG</source>
            <translation>{type} de {user}: respondido — SEÑAL DE SEGURIDAD</translation>
        </message>
        <message>
            <source>{type} for {user}: answered</source>
            <translation>{type} de {user}: respondido</translation>
        </message>
        <message>
            <source>{type} for {user}: no longer available at {service}</source>
            <translation>{type} de {user}: ya no está disponible en {service}</translation>
        </message>
        <message>
            <source>{type} for {user}: waiting for answers</source>
            <translation>{type} de {user}: esperando respuestas</translation>
        </message>
        <message>
            <source>{service} no longer has this questionnaire (it was deleted).</source>
            <translation>{service} ya no tiene este cuestionario (se eliminó).</translation>
        </message>
        <message>
            <source>Created at {service}: switch to it to check for answers.</source>
            <translation>Creado en {service}: cambie a ese servicio para comprobar si hay respuestas.</translation>
        </message>
        <message>
            <source>Waiting for the user to answer. Copy the link or open it in the browser; the answers appear here by themselves.</source>
            <translation>Esperando a que el usuario responda. Copie el enlace o ábralo en el navegador; las respuestas aparecerán aquí automáticamente.</translation>
        </message>
    </context>
    <context>
        <name>QuestionnaireSettingsBox</name>
        <message>
            <source>Off: a questionnaire link opens on this computer only. On: the questionnaire pages, and nothing else of the engine, are also served on this computer's address on the local network, so a patient's phone on the same network can open the link or scan its QR code. Anyone on that network who has a link can answer it; each link works once and for a day. Used from the next start.</source>
            <translation>Desactivado: un enlace de cuestionario solo se abre en este equipo. Activado: las páginas del cuestionario, y nada más del motor, también se sirven en la dirección de este equipo en la red local, de modo que el teléfono de un paciente en la misma red puede abrir el enlace o escanear su código QR. Cualquier persona de esa red que tenga un enlace puede responderlo; cada enlace funciona una sola vez y durante un día. Se aplica desde el próximo inicio.</translation>
        </message>
        <message>
            <source>Questionnaires</source>
            <translation>Cuestionarios</translation>
        </message>
        <message>
            <source>Let patients open questionnaire links on their own phone</source>
            <translation>Permitir que los pacientes abran los enlaces de cuestionario en su propio teléfono</translation>
        </message>
        <message>
            <source>Found at start (this computer's network address)</source>
            <translation>Se detecta al iniciar (la dirección de red de este equipo)</translation>
        </message>
        <message>
            <source>Crisis text language</source>
            <translation>Idioma del texto de crisis</translation>
        </message>
        <message>
            <source>Crisis text</source>
            <translation>Texto de crisis</translation>
        </message>
        <message>
            <source>Network address</source>
            <translation>Dirección de red</translation>
        </message>
    </context>
    <context>
        <name>QuestionnaireWatch</name>
        <message>
            <source>{error} Copy the link now: it will not be kept after closing.</source>
            <translation>{error} Copie el enlace ahora: no se conservará al cerrar.</translation>
        </message>
        <message>
            <source>The answers arrived but could not be saved: {error} (trying again).</source>
            <translation>Las respuestas llegaron, pero no se pudieron guardar: {error} (se volverá a intentar).</translation>
        </message>
    </context>
    <context>
        <name>QuestionnairesView</name>
        <message>
            <source>User label</source>
            <translation>Etiqueta de usuario</translation>
        </message>
        <message>
            <source>User label (the session's by default)</source>
            <translation>Etiqueta de usuario (por defecto, la de la sesión)</translation>
        </message>
        <message>
            <source>Questionnaire type</source>
            <translation>Tipo de cuestionario</translation>
        </message>
        <message>
            <source>&amp;Create questionnaire</source>
            <translation>&amp;Crear cuestionario</translation>
        </message>
        <message>
            <source>Questionnaires created</source>
            <translation>Cuestionarios creados</translation>
        </message>
        <message>
            <source>Activity link</source>
            <translation>Enlace de la actividad</translation>
        </message>
        <message>
            <source>Co&amp;py link</source>
            <translation>Co&amp;piar enlace</translation>
        </message>
        <message>
            <source>&amp;Open in browser</source>
            <translation>&amp;Abrir en el navegador</translation>
        </message>
        <message>
            <source>&amp;QR code</source>
            <translation>Código &amp;QR</translation>
        </message>
        <message>
            <source>&amp;Patient fills in here…</source>
            <translation>El &amp;paciente responde aquí…</translation>
        </message>
        <message>
            <source>Patient's language:</source>
            <translation>Idioma del paciente:</translation>
        </message>
        <message>
            <source>Patient's language</source>
            <translation>Idioma del paciente</translation>
        </message>
        <message>
            <source>The language of the form the patient fills in here: its words and the questionnaire's published wording in that language</source>
            <translation>El idioma del formulario que el paciente rellena aquí: sus textos y la redacción publicada del cuestionario en ese idioma</translation>
        </message>
        <message>
            <source>C&amp;heck now</source>
            <translation>Co&amp;mprobar ahora</translation>
        </message>
        <message>
            <source>Choose a type and create a questionnaire for the user label.</source>
            <translation>Elija un tipo y cree un cuestionario para la etiqueta de usuario.</translation>
        </message>
        <message>
            <source>User label:</source>
            <translation>Etiqueta de usuario:</translation>
        </message>
        <message>
            <source>Type:</source>
            <translation>Tipo:</translation>
        </message>
        <message>
            <source>Activity link:</source>
            <translation>Enlace de la actividad:</translation>
        </message>
        <message>
            <source>&amp;Create for {label}</source>
            <translation>&amp;Crear para {label}</translation>
        </message>
        <message>
            <source>Enter a user label for the questionnaire.</source>
            <translation>Introduzca una etiqueta de usuario para el cuestionario.</translation>
        </message>
        <message>
            <source>No questionnaire types are configured in this installation.</source>
            <translation>No hay tipos de cuestionario configurados en esta instalación.</translation>
        </message>
        <message>
            <source>The user label must be 1 to 256 characters long.</source>
            <translation>La etiqueta de usuario debe tener entre 1 y 256 caracteres.</translation>
        </message>
        <message>
            <source>Could not check for answers: {error} (trying again).</source>
            <translation>No se pudo comprobar si hay respuestas: {error} (se vuelve a intentar).</translation>
        </message>
        <message>
            <source>Link copied. Send it to the user or paste it in a browser.</source>
            <translation>Enlace copiado. Envíelo al usuario o péguelo en un navegador.</translation>
        </message>
        <message>
            <source>No web browser could be opened. Copy the link and open it by hand.</source>
            <translation>No se pudo abrir ningún navegador web. Copie el enlace y ábralo manualmente.</translation>
        </message>
        <message>
            <source>The link was passed to your web browser. If no browser window appears, use Copy link and paste it into one.</source>
            <translation>El enlace se ha pasado a su navegador web. Si no aparece ninguna ventana del navegador, use Copiar enlace y péguelo en una.</translation>
        </message>
        <message>
            <source>This questionnaire type is not known to this version of Voxwell.</source>
            <translation>Esta versión de Voxwell no conoce este tipo de cuestionario.</translation>
        </message>
        <message>
            <source>{name}: answered {time}.</source>
            <translation>{name}: respondido el {time}.</translation>
        </message>
    </context>
    <context>
        <name>ReadingPanel</name>
        <message>
            <source>Safety flag</source>
            <translation>Aviso de seguridad</translation>
        </message>
        <message>
            <source>#</source>
            <translation>N.º</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>Pregunta</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>Respuesta</translation>
        </message>
    </context>
    <context>
        <name>RecordingView</name>
        <message>
            <source>Read aloud: {title} (no passage in the session language; English shown)</source>
            <translation>Lectura en voz alta: {title} (no hay texto en el idioma de la sesión; se muestra en inglés)</translation>
        </message>
        <message>
            <source>Read aloud: {title}</source>
            <translation>Lectura en voz alta: {title}</translation>
        </message>
        <message>
            <source>Ask the mood question, and let the person answer freely</source>
            <translation>Haga la pregunta sobre el ánimo y deje que la persona responda libremente</translation>
        </message>
        <message>
            <source>Let the person talk freely, for example about how they have been feeling lately, until the meter shows “Enough speech”.</source>
            <translation>Deje que la persona hable libremente, por ejemplo sobre cómo se ha sentido últimamente, hasta que el medidor muestre «Habla suficiente».</translation>
        </message>
        <message>
            <source>Press Space (or Record) to start, and again to stop.</source>
            <translation>Pulse Espacio (o Grabar) para empezar y otra vez para detener.</translation>
        </message>
        <message>
            <source>Recording</source>
            <translation>Grabación</translation>
        </message>
        <message>
            <source>{instruction}. Space starts and stops the take.</source>
            <translation>{instruction}. La barra espaciadora inicia y detiene la toma.</translation>
        </message>
        <message>
            <source>Level check: speak and watch the level bar. Press Space to start recording.</source>
            <translation>Comprobación de nivel: hable y observe la barra de nivel. Pulse Espacio para empezar a grabar.</translation>
        </message>
        <message>
            <source>The level check ended, and the microphone is closed. Press Check level to see the level again, or Space to start recording.</source>
            <translation>La comprobación de nivel ha terminado y el micrófono está cerrado. Pulse Comprobar nivel para volver a ver el nivel, o Espacio para empezar a grabar.</translation>
        </message>
        <message>
            <source>Recording the take… press Space to stop.</source>
            <translation>Grabando la toma… pulse Espacio para detener.</translation>
        </message>
        <message>
            <source>Recording {slot}… press Space to stop.</source>
            <translation>Grabando la toma «{slot}»… pulse Espacio para detener.</translation>
        </message>
        <message>
            <source>The take was not kept.</source>
            <translation>La toma no se ha conservado.</translation>
        </message>
        <message>
            <source>&lt;b&gt;The take cannot be played here.&lt;/b&gt; {error} It is kept and can still be uploaded.</source>
            <translation>&lt;b&gt;La toma no se puede reproducir aquí.&lt;/b&gt; {error} Se conserva y todavía puede subirse.</translation>
        </message>
        <message>
            <source>Playing the take ({clock}).</source>
            <translation>Reproduciendo la toma ({clock}).</translation>
        </message>
        <message>
            <source>Playing {slot} ({clock}).</source>
            <translation>Reproduciendo la toma «{slot}» ({clock}).</translation>
        </message>
        <message>
            <source>Import a recording</source>
            <translation>Importar una grabación</translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}.&lt;/b&gt; {action}&lt;br&gt;{detail}</source>
            <translation>&lt;b&gt;{title}.&lt;/b&gt; {action}&lt;br&gt;{detail}</translation>
        </message>
    </context>
    <context>
        <name>Recovery</name>
        <message numerus="yes">
            <source>Kept %n recovered take(s) for {people}: they fill the matching slots of that person's next session only.</source>
            <translation>
                <numerusform>Se ha conservado %n toma recuperada para {people}: solo ocupará el espacio correspondiente de la próxima sesión de esa persona.</numerusform>
                <numerusform>Se han conservado %n tomas recuperadas para {people}: solo ocuparán los espacios correspondientes de la próxima sesión de esa persona.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Kept %n take(s) with no owner recorded in the takes folder; import them by hand into the right session.</source>
            <translation>
                <numerusform>Se ha conservado %n toma sin propietario registrado en la carpeta de tomas; impórtela manualmente en la sesión correcta.</numerusform>
                <numerusform>Se han conservado %n tomas sin propietario registrado en la carpeta de tomas; impórtelas manualmente en la sesión correcta.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RecoveryDialog</name>
        <message>
            <source>Recordings not uploaded</source>
            <translation>Grabaciones sin subir</translation>
        </message>
        <message>
            <source>Voxwell was closed before these takes were uploaded; any cut short while they were being recorded have been repaired. They can be kept: a kept take fills the matching slot of the next session of the same person, never anyone else's.</source>
            <translation>Voxwell se cerró antes de subir estas tomas; las que se interrumpieron mientras se grababan se han reparado. Puede conservarlas: una toma conservada ocupa el espacio correspondiente de la próxima sesión de la misma persona, nunca la de otra.</translation>
        </message>
        <message numerus="yes">
            <source>%n earlier take(s) of the same slots, recorded again since, were moved to {folder} and will not be offered again.</source>
            <translation>
                <numerusform>%n toma anterior de los mismos espacios, grabada de nuevo después, se ha movido a {folder} y no se volverá a ofrecer.</numerusform>
                <numerusform>%n tomas anteriores de los mismos espacios, grabadas de nuevo después, se han movido a {folder} y no se volverán a ofrecer.</numerusform>
            </translation>
        </message>
        <message>
            <source>Listen</source>
            <translation>Escuchar</translation>
        </message>
        <message>
            <source>Keep ticked</source>
            <translation>Conservar las marcadas</translation>
        </message>
        <message>
            <source>Decide later</source>
            <translation>Decidir más tarde</translation>
        </message>
        <message>
            <source>person unknown</source>
            <translation>persona desconocida</translation>
        </message>
        <message>
            <source>recorded {time}</source>
            <translation>grabada el {time}</translation>
        </message>
        <message>
            <source>date unknown</source>
            <translation>fecha desconocida</translation>
        </message>
        <message>
            <source>speech not measured</source>
            <translation>habla sin medir</translation>
        </message>
        <message>
            <source>{seconds} s of speech</source>
            <translation>{seconds} s de habla</translation>
        </message>
        <message>
            <source>not uploaded</source>
            <translation>sin subir</translation>
        </message>
        <message>
            <source>cut short, repaired</source>
            <translation>interrumpida, reparada</translation>
        </message>
        <message>
            <source>{person}, {when}: {slot}, {length} long, {measured} ({state})</source>
            <translation>{person}, {when}: {slot}, duración {length}, {measured} ({state})</translation>
        </message>
        <message>
            <source>The take cannot be played here. {error}</source>
            <translation>La toma no se puede reproducir aquí. {error}</translation>
        </message>
    </context>
    <context>
        <name>Region</name>
        <message>
            <source>Default</source>
            <translation>Predeterminada</translation>
        </message>
        <message>
            <source>Canada</source>
            <translation>Canadá</translation>
        </message>
        <message>
            <source>United States</source>
            <translation>Estados Unidos</translation>
        </message>
        <message>
            <source>Local engine</source>
            <translation>Motor local</translation>
        </message>
        <message>
            <source>Team server</source>
            <translation>Servidor del equipo</translation>
        </message>
    </context>
    <context>
        <name>ResultsStyle</name>
        <message>
            <source>Distress</source>
            <translation>Malestar</translation>
        </message>
        <message>
            <source>Stress</source>
            <translation>Estrés</translation>
        </message>
        <message>
            <source>Exhaustion</source>
            <translation>Agotamiento</translation>
        </message>
        <message>
            <source>Sleep propensity</source>
            <translation>Propensión al sueño</translation>
        </message>
        <message>
            <source>Low self-esteem</source>
            <translation>Baja autoestima</translation>
        </message>
        <message>
            <source>Mental strain</source>
            <translation>Tensión mental</translation>
        </message>
        <message>
            <source>Depression probability</source>
            <translation>Probabilidad de depresión</translation>
        </message>
        <message>
            <source>Anxiety probability</source>
            <translation>Probabilidad de ansiedad</translation>
        </message>
        <message>
            <source>Little interest or pleasure</source>
            <translation>Poco interés o placer</translation>
        </message>
        <message>
            <source>Feeling down or hopeless</source>
            <translation>Desánimo o desesperanza</translation>
        </message>
        <message>
            <source>Sleep problems</source>
            <translation>Problemas de sueño</translation>
        </message>
        <message>
            <source>Tired, little energy</source>
            <translation>Cansancio, poca energía</translation>
        </message>
        <message>
            <source>Appetite changes</source>
            <translation>Cambios en el apetito</translation>
        </message>
        <message>
            <source>Feeling bad about oneself</source>
            <translation>Sentirse mal consigo mismo</translation>
        </message>
        <message>
            <source>Trouble concentrating</source>
            <translation>Dificultad para concentrarse</translation>
        </message>
        <message>
            <source>Moving or speaking slowly / restless</source>
            <translation>Lentitud al moverse o hablar / inquietud</translation>
        </message>
        <message>
            <source>Nervous, anxious, on edge</source>
            <translation>Nerviosismo, ansiedad, tensión</translation>
        </message>
        <message>
            <source>Cannot stop worrying</source>
            <translation>No poder dejar de preocuparse</translation>
        </message>
        <message>
            <source>Worrying too much</source>
            <translation>Preocuparse en exceso</translation>
        </message>
        <message>
            <source>Trouble relaxing</source>
            <translation>Dificultad para relajarse</translation>
        </message>
        <message>
            <source>So restless it is hard to sit still</source>
            <translation>Tan inquieto que cuesta quedarse quieto</translation>
        </message>
        <message>
            <source>Easily annoyed or irritable</source>
            <translation>Se molesta o irrita con facilidad</translation>
        </message>
        <message>
            <source>Afraid something awful might happen</source>
            <translation>Miedo a que ocurra algo terrible</translation>
        </message>
        <message>
            <source>Acoustic reference model (local engine) — not the hosted clinical model. Use these values to compare recordings, not to diagnose.</source>
            <translation>Modelo de referencia acústico (motor local): no es el modelo clínico alojado. Use estos valores para comparar grabaciones, no para diagnosticar.</translation>
        </message>
        <message>
            <source>Acoustic reference model (team server, which runs the same engine as the local one) — not the hosted clinical model. Use these values to compare recordings, not to diagnose.</source>
            <translation>Modelo de referencia acústico (servidor del equipo, que ejecuta el mismo motor que el local): no es el modelo clínico alojado. Use estos valores para comparar grabaciones, no para diagnosticar.</translation>
        </message>
        <message>
            <source>unknown time</source>
            <translation>hora desconocida</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Duración</translation>
        </message>
        <message>
            <source>Speech</source>
            <translation>Habla</translation>
        </message>
        <message>
            <source>F0 mean</source>
            <translation>F0 media</translation>
        </message>
        <message>
            <source>F0 SD</source>
            <translation>F0 DE</translation>
        </message>
        <message>
            <source>Jitter (local)</source>
            <translation>Jitter (local)</translation>
        </message>
        <message>
            <source>Shimmer (local)</source>
            <translation>Shimmer (local)</translation>
        </message>
        <message>
            <source>HNR</source>
            <translation>HNR</translation>
        </message>
        <message>
            <source>Intensity mean</source>
            <translation>Intensidad media</translation>
        </message>
        <message>
            <source>Intensity SD</source>
            <translation>Intensidad DE</translation>
        </message>
        <message>
            <source>Syllables</source>
            <translation>Sílabas</translation>
        </message>
        <message>
            <source>Speech rate</source>
            <translation>Velocidad del habla</translation>
        </message>
        <message>
            <source>Articulation rate</source>
            <translation>Velocidad de articulación</translation>
        </message>
        <message>
            <source>Pauses</source>
            <translation>Pausas</translation>
        </message>
        <message>
            <source>Pause mean</source>
            <translation>Pausa media</translation>
        </message>
        <message>
            <source>Length of the section (of the take, in a two-recording run).</source>
            <translation>Duración de la sección (de la toma, en una ejecución de dos grabaciones).</translation>
        </message>
        <message>
            <source>Seconds the speech detector (Silero VAD) counts as speech.</source>
            <translation>Segundos que el detector de habla (Silero VAD) cuenta como habla.</translation>
        </message>
        <message>
            <source>Mean pitch (F0) over voiced frames: Praat's To Pitch (ac), in the speaker's own pitch range.</source>
            <translation>Tono medio (F0) en los fragmentos sonoros: To Pitch (ac) de Praat, en el rango de tono propio del hablante.</translation>
        </message>
        <message>
            <source>The same mean pitch, in semitones above 100 Hz.</source>
            <translation>El mismo tono medio, en semitonos por encima de 100 Hz.</translation>
        </message>
        <message>
            <source>Pitch variation (intonation): standard deviation of F0 in semitones.</source>
            <translation>Variación del tono (entonación): desviación estándar de F0 en semitonos.</translation>
        </message>
        <message>
            <source>Cycle-to-cycle variation of the pitch period: Praat's jitter (local).</source>
            <translation>Variación entre ciclos del periodo del tono: jitter (local) de Praat.</translation>
        </message>
        <message>
            <source>Cycle-to-cycle variation of the amplitude: Praat's shimmer (local).</source>
            <translation>Variación entre ciclos de la amplitud: shimmer (local) de Praat.</translation>
        </message>
        <message>
            <source>Harmonics-to-noise ratio: Praat's To Harmonicity (cc); lower sounds breathier or hoarser.</source>
            <translation>Relación armónicos-ruido: To Harmonicity (cc) de Praat; un valor más bajo suena más aspirado o ronco.</translation>
        </message>
        <message>
            <source>Mean intensity of the frames inside speech (an energy average); it depends on the microphone and its distance.</source>
            <translation>Intensidad media de los fragmentos dentro del habla (un promedio de energía); depende del micrófono y de su distancia.</translation>
        </message>
        <message>
            <source>Variation of intensity across the frames inside speech.</source>
            <translation>Variación de la intensidad entre los fragmentos dentro del habla.</translation>
        </message>
        <message>
            <source>Syllable nuclei (de Jong &amp; Wempe 2009): voiced intensity peaks in speech.</source>
            <translation>Núcleos silábicos (de Jong &amp; Wempe 2009): picos de intensidad sonoros en el habla.</translation>
        </message>
        <message>
            <source>Syllables per second of the whole section, pauses included.</source>
            <translation>Sílabas por segundo de toda la sección, pausas incluidas.</translation>
        </message>
        <message>
            <source>Syllables per second of speech alone, pauses left out.</source>
            <translation>Sílabas por segundo solo del habla, sin las pausas.</translation>
        </message>
        <message>
            <source>Silences of at least 0.25 s between stretches of speech.</source>
            <translation>Silencios de al menos 0,25 s entre tramos de habla.</translation>
        </message>
        <message>
            <source>Mean length of those pauses.</source>
            <translation>Duración media de esas pausas.</translation>
        </message>
        <message>
            <source>{label} (continuous)</source>
            <translation>{label} (valor continuo)</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Ninguna</translation>
        </message>
        <message>
            <source>Mild</source>
            <translation>Leve</translation>
        </message>
        <message>
            <source>Moderate</source>
            <translation>Moderada</translation>
        </message>
        <message>
            <source>Severe</source>
            <translation>Grave</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Desconocida</translation>
        </message>
    </context>
    <context>
        <name>ResultsTable</name>
        <message>
            <source>Section</source>
            <translation>Sección</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>Medida</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Band</source>
            <translation>Categoría</translation>
        </message>
        <message>
            <source>Measures by section as a table</source>
            <translation>Medidas por sección, en tabla</translation>
        </message>
        <message>
            <source>One row per section and measure: the section's time span, the measure, its value from 0 to 1 and its band. Enter plays the section.</source>
            <translation>Una fila por sección y medida: el intervalo de tiempo de la sección, la medida, su valor de 0 a 1 y su categoría. Intro reproduce la sección.</translation>
        </message>
        <message>
            <source>no band (continuous)</source>
            <translation>sin categoría (continua)</translation>
        </message>
    </context>
    <context>
        <name>ResultsView</name>
        <message>
            <source>Open a session from History, or finish a recording, to see results here.</source>
            <translation>Abra una sesión desde el Historial o termine una grabación para ver aquí los resultados.</translation>
        </message>
        <message>
            <source>No session open</source>
            <translation>Ninguna sesión abierta</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Puntuaciones</translation>
        </message>
        <message>
            <source>Scores as a table</source>
            <translation>Puntuaciones en tabla</translation>
        </message>
        <message>
            <source>Inspect</source>
            <translation>Inspeccionar</translation>
        </message>
        <message>
            <source>The take's spectrogram, pitch, intensity and words</source>
            <translation>Espectrograma, tono, intensidad y palabras de la toma</translation>
        </message>
        <message>
            <source>Model version: {version}</source>
            <translation>Versión del modelo: {version}</translation>
        </message>
        <message>
            <source>Model version: not reported by the service</source>
            <translation>Versión del modelo: el servicio no la indica</translation>
        </message>
        <message>
            <source>Warnings: {warnings}</source>
            <translation>Avisos: {warnings}</translation>
        </message>
        <message numerus="yes">
            <source>Live monitoring raised %n alert(s) while recording; the highest: {heading}: {reason} Captions and alerts with their times are in the PDF report. {note}</source>
            <translation>
                <numerusform>La monitorización en directo generó %n alerta durante la grabación; la más alta: {heading}: {reason} Los subtítulos y las alertas, con sus horas, figuran en el informe PDF. {note}</numerusform>
                <numerusform>La monitorización en directo generó %n alertas durante la grabación; la más alta: {heading}: {reason} Los subtítulos y las alertas, con sus horas, figuran en el informe PDF. {note}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Live monitoring raised %n alert(s) while recording; the highest: {heading}. Captions and alerts with their times are in the PDF report. {note}</source>
            <translation>
                <numerusform>La monitorización en directo generó %n alerta durante la grabación; la más alta: {heading}. Los subtítulos y las alertas, con sus horas, figuran en el informe PDF. {note}</numerusform>
                <numerusform>La monitorización en directo generó %n alertas durante la grabación; la más alta: {heading}. Los subtítulos y las alertas, con sus horas, figuran en el informe PDF. {note}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The stored results cannot be shown: they do not have the expected shape (%n problem(s)). Export them as JSON to inspect them.</source>
            <translation>
                <numerusform>Los resultados guardados no se pueden mostrar: no tienen la forma esperada (%n problema). Puede exportarlos como JSON para examinarlos.</numerusform>
                <numerusform>Los resultados guardados no se pueden mostrar: no tienen la forma esperada (%n problemas). Puede exportarlos como JSON para examinarlos.</numerusform>
            </translation>
        </message>
        <message>
            <source>The audio takes were saved in {path}</source>
            <translation>Las tomas de audio se guardaron en {path}</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Guardado: {path}</translation>
        </message>
        <message>
            <source>The take file of this session is missing; cannot play.</source>
            <translation>Falta el archivo de la toma de esta sesión; no se puede reproducir.</translation>
        </message>
        <message>
            <source>Cannot play this section: {reason}</source>
            <translation>No se puede reproducir esta sección: {reason}</translation>
        </message>
        <message>
            <source>Cannot play this section: playback is unavailable ({reason}).</source>
            <translation>No se puede reproducir esta sección: la reproducción no está disponible ({reason}).</translation>
        </message>
        <message>
            <source>Playing section {number} ({start}–{end}).</source>
            <translation>Reproduciendo la sección {number} ({start}–{end}).</translation>
        </message>
    </context>
    <context>
        <name>Retention</name>
        <message>
            <source>This recording was removed on {date} under the retention rule. The results are kept.</source>
            <translation>Esta grabación se eliminó el {date} según la regla de conservación. Los resultados se conservan.</translation>
        </message>
        <message numerus="yes">
            <source>This recording was removed on {date} under the retention rule (kept %n day(s) after results). The results are kept.</source>
            <translation>
                <numerusform>Esta grabación se eliminó el {date} según la regla de conservación (se conserva %n día después de los resultados). Los resultados se conservan.</numerusform>
                <numerusform>Esta grabación se eliminó el {date} según la regla de conservación (se conserva %n días después de los resultados). Los resultados se conservan.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RunPolling</name>
        <message>
            <source>Run {run_id} did not finish within {seconds} s; it was last {status}. It may still finish: look it up again later.</source>
            <translation>La ejecución {run_id} no terminó en {seconds} s; su último estado fue {status}. Aún puede terminar: vuelva a consultarla más tarde.</translation>
        </message>
        <message>
            <source>Run {run_id} did not finish within {seconds} s; no status was read. It may still finish: look it up again later.</source>
            <translation>La ejecución {run_id} no terminó en {seconds} s; no se pudo leer ningún estado. Aún puede terminar: vuelva a consultarla más tarde.</translation>
        </message>
        <message>
            <source>The last error was: {error}</source>
            <translation>El último error fue: {error}</translation>
        </message>
    </context>
    <context>
        <name>ScatterPlot</name>
        <message>
            <source>n = {n}: too few pairs (or no spread) for Spearman's rho</source>
            <translation>n = {n}: muy pocos pares (o sin dispersión) para la rho de Spearman</translation>
        </message>
        <message>
            <source>Spearman's rho {rho} ({share} % CI {low} to {high}), n = {n}</source>
            <translation>rho de Spearman {rho} (IC del {share} %: {low} a {high}), n = {n}</translation>
        </message>
        <message>
            <source>Model {version}</source>
            <translation>Modelo {version}</translation>
        </message>
        <message>
            <source>Model {version}: {correlation}</source>
            <translation>Modelo {version}: {correlation}</translation>
        </message>
    </context>
    <context>
        <name>SealedData</name>
        <message>
            <source>{file} is encrypted, and this computer's keyring does not hold its key.</source>
            <translation>{file} está cifrado y el llavero de este equipo no contiene su clave.</translation>
        </message>
        <message>
            <source>The file is not readable with this computer's data key (altered, damaged or sealed with another key).</source>
            <translation>El archivo no se puede leer con la clave de datos de este equipo (está alterado, dañado o cifrado con otra clave).</translation>
        </message>
    </context>
    <context>
        <name>ServiceConfig</name>
        <message>
            <source>{address} is not a service address; give one like https://api.example.org (or http://127.0.0.1:PORT for an engine on this machine).</source>
            <translation>{address} no es una dirección de servicio; indique una como https://api.example.org (o http://127.0.0.1:PORT para un motor en este equipo).</translation>
        </message>
        <message>
            <source>A service address has no user name, password, query or fragment; give only scheme, host, port and path.</source>
            <translation>Una dirección de servicio no admite nombre de usuario, contraseña, consulta ni fragmento; indique solo esquema, host, puerto y ruta.</translation>
        </message>
        <message>
            <source>Refusing plain http to {host}: the API key would travel unencrypted. Use an https address.</source>
            <translation>Se rechaza http sin cifrar hacia {host}: la clave de API viajaría sin cifrar. Use una dirección https.</translation>
        </message>
        <message>
            <source>Refusing plain http to {host}: plain http is allowed only for this computer or a private network address ({networks}). Use an https address.</source>
            <translation>Se rechaza http sin cifrar hacia {host}: http sin cifrar solo se permite para este equipo o para una dirección de red privada ({networks}). Use una dirección https.</translation>
        </message>
        <message>
            <source>Plain http to {host}: the API key, the recordings and the results travel unencrypted over this network. Use https unless every machine on it is trusted.</source>
            <translation>http sin cifrar hacia {host}: la clave de API, las grabaciones y los resultados viajan sin cifrar por esta red. Use https salvo que confíe en todos los equipos de la red.</translation>
        </message>
        <message>
            <source>The team server has no address yet: give the one your administrator set up (for example https://voxwell.your-organisation.org).</source>
            <translation>El servidor del equipo aún no tiene dirección: indique la que configuró su administrador (por ejemplo, https://voxwell.your-organisation.org).</translation>
        </message>
    </context>
    <context>
        <name>ServiceConnection</name>
        <message>
            <source>starting</source>
            <translation>iniciándose</translation>
        </message>
        <message>
            <source>The local engine is not ready ({state}). Wait a moment, or choose a region in Settings.</source>
            <translation>El motor local no está listo ({state}). Espere un momento o elija una región en la configuración.</translation>
        </message>
        <message>
            <source>No address is set for {service}. Enter it in Settings.</source>
            <translation>No hay ninguna dirección para {service}. Indíquela en la configuración.</translation>
        </message>
        <message>
            <source>No API key is stored for {service}. Enter it in Settings.</source>
            <translation>No hay ninguna clave de API guardada para {service}. Indíquela en la configuración.</translation>
        </message>
    </context>
    <context>
        <name>SessionFooter</name>
        <message>
            <source>&amp;Back to setup</source>
            <translation>&amp;Volver a los datos</translation>
        </message>
        <message>
            <source>&amp;Upload and analyse</source>
            <translation>&amp;Subir y analizar</translation>
        </message>
        <message>
            <source>The person has &amp;agreed to the recording and its analysis</source>
            <translation>La persona ha &amp;aceptado la grabación y su análisis</translation>
        </message>
        <message>
            <source>Back to the session's details: {key}</source>
            <translation>Volver a los datos de la sesión: {key}</translation>
        </message>
        <message>
            <source>Send the takes to the service and analyse them: {key}</source>
            <translation>Enviar las tomas al servicio y analizarlas: {key}</translation>
        </message>
        <message>
            <source>Consent has not been given yet.</source>
            <translation>Aún no hay consentimiento.</translation>
        </message>
    </context>
    <context>
        <name>SessionReport</name>
        <message>
            <source>Not the passage: only {correct} of the take's words follow the passage in order. The person may have talked instead of reading; record the read-aloud take again from the passage.</source>
            <translation>No es el pasaje: solo {correct} de las palabras de la toma siguen el pasaje en orden. Es posible que la persona haya hablado en lugar de leer; vuelva a grabar la toma de lectura en voz alta a partir del pasaje.</translation>
        </message>
        <message>
            <source>Passage read: {correct} of {words} words read correctly, {skipped} skipped, {misread} misread, {added} added; {pace} words per minute.</source>
            <translation>Pasaje leído: {correct} de {words} palabras leídas correctamente, {skipped} omitidas, {misread} mal leídas, {added} añadidas; {pace} palabras por minuto.</translation>
        </message>
        <message>
            <source>Warning from the service: {warning}</source>
            <translation>Aviso del servicio: {warning}</translation>
        </message>
        <message>
            <source>No warnings from the service, and live monitoring raised no alert.</source>
            <translation>Sin avisos del servicio; la monitorización en directo no generó ninguna alerta.</translation>
        </message>
        <message>
            <source>No warnings from the service.</source>
            <translation>Sin avisos del servicio.</translation>
        </message>
        <message>
            <source>{heading} while recording in the {slot} at {time}: {reason}</source>
            <translation>{heading} durante la grabación, en la {slot}, a los {time}: {reason}</translation>
        </message>
        <message>
            <source>{heading} while recording in the {slot} at {time}.</source>
            <translation>{heading} durante la grabación, en la {slot}, a los {time}.</translation>
        </message>
        <message>
            <source>{heading} while recording in the {slot}: {reason}</source>
            <translation>{heading} durante la grabación, en la {slot}: {reason}</translation>
        </message>
        <message>
            <source>{heading} while recording in the {slot}.</source>
            <translation>{heading} durante la grabación, en la {slot}.</translation>
        </message>
        <message>
            <source>{heading} while recording at {time}: {reason}</source>
            <translation>{heading} durante la grabación, a los {time}: {reason}</translation>
        </message>
        <message>
            <source>{heading} while recording at {time}.</source>
            <translation>{heading} durante la grabación, a los {time}.</translation>
        </message>
        <message>
            <source>{heading} while recording: {reason}</source>
            <translation>{heading} durante la grabación: {reason}</translation>
        </message>
        <message>
            <source>{heading} while recording.</source>
            <translation>{heading} durante la grabación.</translation>
        </message>
        <message>
            <source>{heading} at {time}: {reason}</source>
            <translation>{heading} a los {time}: {reason}</translation>
        </message>
        <message>
            <source>{heading} at {time}</source>
            <translation>{heading} a los {time}</translation>
        </message>
        <message>
            <source>{heading}: {reason}</source>
            <translation>{heading}: {reason}</translation>
        </message>
        <message>
            <source>{slot}: {line}</source>
            <translation>{slot}: {line}</translation>
        </message>
        <message>
            <source>This session has no results yet, so there is nothing to export.</source>
            <translation>Esta sesión aún no tiene resultados, así que no hay nada que exportar.</translation>
        </message>
        <message numerus="yes">
            <source>The stored results do not have the expected shape (%n problem(s)); they cannot be exported in this format.</source>
            <translation>
                <numerusform>Los resultados guardados no tienen la forma esperada (%n problema); no se pueden exportar en este formato.</numerusform>
                <numerusform>Los resultados guardados no tienen la forma esperada (%n problemas); no se pueden exportar en este formato.</numerusform>
            </translation>
        </message>
        <message>
            <source>The service returned no scores for this run.</source>
            <translation>El servicio no devolvió puntuaciones para esta ejecución.</translation>
        </message>
        <message>
            <source>The service returned no sections for this recording.</source>
            <translation>El servicio no devolvió secciones para esta grabación.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>sin motivo indicado</translation>
        </message>
        <message>
            <source>The analysis failed ({code}): {reason}</source>
            <translation>El análisis falló ({code}): {reason}</translation>
        </message>
        <message>
            <source>This session was cancelled before results arrived.</source>
            <translation>Esta sesión se canceló antes de que llegaran los resultados.</translation>
        </message>
        <message>
            <source>No results yet: the session is {status}.</source>
            <translation>Aún no hay resultados: la sesión está en estado {status}.</translation>
        </message>
    </context>
    <context>
        <name>SessionSetupView</name>
        <message>
            <source>A study code, e.g. P-0042</source>
            <translation>Un código de estudio, p. ej., P-0042</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Año</translation>
        </message>
        <message>
            <source>Month unknown</source>
            <translation>Mes desconocido</translation>
        </message>
        <message>
            <source>Day unknown</source>
            <translation>Día desconocido</translation>
        </message>
        <message>
            <source>Year of birth</source>
            <translation>Año de nacimiento</translation>
        </message>
        <message>
            <source>Month of birth</source>
            <translation>Mes de nacimiento</translation>
        </message>
        <message>
            <source>Day of birth</source>
            <translation>Día de nacimiento</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Delete the recordings at the service after analysis</source>
            <translation>Eliminar las grabaciones del servicio tras el análisis</translation>
        </message>
        <message>
            <source>The person has agreed to the recording and its analysis (required before upload)</source>
            <translation>La persona ha aceptado la grabación y su análisis (obligatorio antes de subir)</translation>
        </message>
        <message>
            <source>Start recording</source>
            <translation>Iniciar grabación</translation>
        </message>
        <message>
            <source>User label</source>
            <translation>Etiqueta de usuario</translation>
        </message>
        <message>
            <source>Date of birth</source>
            <translation>Fecha de nacimiento</translation>
        </message>
        <message>
            <source>Birth sex</source>
            <translation>Sexo al nacer</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>Nueva sesión</translation>
        </message>
        <message>
            <source>not given</source>
            <translation>no indicado</translation>
        </message>
        <message>
            <source>Enter a user label: a code for the person, not their name.</source>
            <translation>Introduzca una etiqueta de usuario: un código para la persona, no su nombre.</translation>
        </message>
        <message>
            <source>Enter at least the year of birth.</source>
            <translation>Introduzca al menos el año de nacimiento.</translation>
        </message>
        <message>
            <source>{month} {year} has no day {day}; correct the date of birth.</source>
            <translation>{month} de {year} no tiene día {day}; corrija la fecha de nacimiento.</translation>
        </message>
        <message>
            <source>The date of birth is in the future; correct it.</source>
            <translation>La fecha de nacimiento está en el futuro; corríjala.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Looking in the keyring…</source>
            <translation>Buscando en el llavero…</translation>
        </message>
        <message>
            <source>Local engine (on this computer)</source>
            <translation>Motor local (en este equipo)</translation>
        </message>
        <message>
            <source>Team server (your organisation's engine)</source>
            <translation>Servidor del equipo (el motor de su organización)</translation>
        </message>
        <message>
            <source>Default region</source>
            <translation>Región predeterminada</translation>
        </message>
        <message>
            <source>Canada region</source>
            <translation>Región de Canadá</translation>
        </message>
        <message>
            <source>United States region</source>
            <translation>Región de Estados Unidos</translation>
        </message>
        <message>
            <source>Team server address</source>
            <translation>Dirección del servidor del equipo</translation>
        </message>
        <message>
            <source>Default address</source>
            <translation>Dirección predeterminada</translation>
        </message>
        <message>
            <source>Canada address</source>
            <translation>Dirección de Canadá</translation>
        </message>
        <message>
            <source>United States address</source>
            <translation>Dirección de Estados Unidos</translation>
        </message>
        <message>
            <source>Team server API key</source>
            <translation>Clave de API del servidor del equipo</translation>
        </message>
        <message>
            <source>Default API key</source>
            <translation>Clave de API predeterminada</translation>
        </message>
        <message>
            <source>Canada API key</source>
            <translation>Clave de API de Canadá</translation>
        </message>
        <message>
            <source>United States API key</source>
            <translation>Clave de API de Estados Unidos</translation>
        </message>
        <message>
            <source>Recordings are removed from this computer this many days after their results arrive; results are kept.</source>
            <translation>Las grabaciones se eliminan de este equipo este número de días después de que lleguen sus resultados; los resultados se conservan.</translation>
        </message>
        <message>
            <source>A Voxwell engine your organisation runs for its computers: the same engine as the local one, so its results come from the acoustic reference model, not the hosted clinical model.</source>
            <translation>Un motor de Voxwell que su organización ejecuta para sus equipos: el mismo motor que el local, por lo que sus resultados proceden del modelo de referencia acústico, no del modelo clínico alojado.</translation>
        </message>
        <message>
            <source>{region} region</source>
            <translation>Región {region}</translation>
        </message>
        <message>
            <source>{service} address</source>
            <translation>Dirección de {service}</translation>
        </message>
        <message>
            <source>{service} API key</source>
            <translation>Clave de API de {service}</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Configuración</translation>
        </message>
        <message>
            <source>{problem} Start Voxwell with the key in the {variable} environment variable instead.</source>
            <translation>{problem} En su lugar, inicie Voxwell con la clave en la variable de entorno {variable}.</translation>
        </message>
        <message>
            <source>Service in use</source>
            <translation>Servicio en uso</translation>
        </message>
        <message>
            <source>Local engine key</source>
            <translation>Clave del motor local</translation>
        </message>
        <message>
            <source>The same port at every start keeps questionnaire links working after a restart. The engine listens on this computer only (127.0.0.1). Used from the next start.</source>
            <translation>El mismo puerto en cada inicio mantiene los enlaces de cuestionario en funcionamiento tras un reinicio. El motor escucha solo en este equipo (127.0.0.1). Se aplica desde el próximo inicio.</translation>
        </message>
        <message>
            <source>Local engine port</source>
            <translation>Puerto del motor local</translation>
        </message>
        <message>
            <source>Bundled: Whisper tiny.en (English) and base (others)</source>
            <translation>Incluidos: Whisper tiny.en (inglés) y base (otros)</translation>
        </message>
        <message>
            <source>A folder holding a CTranslate2 conversion of Whisper (model.bin, config.json, tokenizer.json, vocabulary.txt), such as small or large-v3-turbo, to transcribe with instead of the bundled models. Every result names the model that made its words. Used from the next start.</source>
            <translation>Una carpeta con una conversión de Whisper a CTranslate2 (model.bin, config.json, tokenizer.json, vocabulary.txt), como small o large-v3-turbo, para transcribir con ella en lugar de con los modelos incluidos. Cada resultado indica el modelo que generó sus palabras. Se aplica desde el próximo inicio.</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>Elegir…</translation>
        </message>
        <message>
            <source>Speech recognition model</source>
            <translation>Modelo de reconocimiento del habla</translation>
        </message>
        <message>
            <source>Service</source>
            <translation>Servicio</translation>
        </message>
        <message>
            <source>System default input</source>
            <translation>Entrada predeterminada del sistema</translation>
        </message>
        <message>
            <source>Use a file as input instead of a microphone</source>
            <translation>Usar un archivo como entrada en lugar de un micrófono</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Examinar…</translation>
        </message>
        <message>
            <source>Microphone</source>
            <translation>Micrófono</translation>
        </message>
        <message>
            <source>Input file</source>
            <translation>Archivo de entrada</translation>
        </message>
        <message>
            <source>Input</source>
            <translation>Entrada</translation>
        </message>
        <message>
            <source>Delete recordings at the service after analysis</source>
            <translation>Eliminar las grabaciones del servicio tras el análisis</translation>
        </message>
        <message>
            <source>Live captions and alerts while recording</source>
            <translation>Subtítulos en directo y alertas durante la grabación</translation>
        </message>
        <message>
            <source>A screen reader reads each live caption aloud</source>
            <translation>Un lector de pantalla lee en voz alta cada subtítulo en directo</translation>
        </message>
        <message>
            <source>Off: the captions can be reviewed in their box without being read out over the person speaking. Safety alerts are always read out at once.</source>
            <translation>Desactivado: los subtítulos pueden revisarse en su cuadro sin leerse en voz alta por encima de la persona que habla. Las alertas de seguridad siempre se leen de inmediato.</translation>
        </message>
        <message>
            <source>Empty: the question in each session's language</source>
            <translation>Vacío: la pregunta en el idioma de cada sesión</translation>
        </message>
        <message>
            <source> days</source>
            <translation> días</translation>
        </message>
        <message>
            <source>0: removed at the next start.</source>
            <translation>0: se eliminan en el próximo inicio.</translation>
        </message>
        <message>
            <source>&amp;Keep recordings</source>
            <translation>&amp;Conservar grabaciones</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Birth sex</source>
            <translation>Sexo al nacer</translation>
        </message>
        <message>
            <source>Mood question</source>
            <translation>Pregunta sobre el ánimo</translation>
        </message>
        <message>
            <source>The take's audio then also streams to the service.</source>
            <translation>El audio de la toma se transmite entonces también al servicio.</translation>
        </message>
        <message>
            <source>Session defaults</source>
            <translation>Valores predeterminados de la sesión</translation>
        </message>
        <message>
            <source>Follow the system</source>
            <translation>Usar el del sistema</translation>
        </message>
        <message>
            <source>Used the next time Voxwell starts.</source>
            <translation>Se aplica la próxima vez que se inicie Voxwell.</translation>
        </message>
        <message>
            <source>&amp;Language of the app</source>
            <translation>&amp;Idioma de la aplicación</translation>
        </message>
        <message>
            <source>Paste a new API key to store it</source>
            <translation>Pegue una clave de API nueva para guardarla</translation>
        </message>
        <message>
            <source>Made when the local engine first starts.</source>
            <translation>Se crea cuando el motor local se inicia por primera vez.</translation>
        </message>
        <message>
            <source>Kept in the system keyring.</source>
            <translation>Guardada en el llavero del sistema.</translation>
        </message>
        <message>
            <source>There is no system keyring, so it is kept in a file only your user account can read: {file}</source>
            <translation>No hay llavero del sistema, así que se guarda en un archivo que solo su cuenta de usuario puede leer: {file}</translation>
        </message>
        <message>
            <source>No key saved yet.</source>
            <translation>Aún no hay ninguna clave guardada.</translation>
        </message>
        <message>
            <source>Enter a valid address first.</source>
            <translation>Introduzca primero una dirección válida.</translation>
        </message>
        <message>
            <source>A key is stored in the system keyring.</source>
            <translation>Hay una clave guardada en el llavero del sistema.</translation>
        </message>
        <message>
            <source>No microphone was found; a file can be used as input.</source>
            <translation>No se ha encontrado ningún micrófono; se puede usar un archivo como entrada.</translation>
        </message>
        <message>
            <source>Audio files</source>
            <translation>Archivos de audio</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Todos los archivos</translation>
        </message>
        <message>
            <source>Whisper model folder (CTranslate2)</source>
            <translation>Carpeta del modelo Whisper (CTranslate2)</translation>
        </message>
        <message>
            <source>Choose the file to use as input, or untick “Use a file”.</source>
            <translation>Elija el archivo que se usará como entrada o desmarque «Usar un archivo».</translation>
        </message>
        <message>
            <source>A setting is not valid: {problem}.</source>
            <translation>Un ajuste no es válido: {problem}.</translation>
        </message>
        <message>
            <source>Team server address: enter the address your administrator gave you, or choose another service.</source>
            <translation>Dirección del servidor del equipo: introduzca la dirección que le dio su administrador o elija otro servicio.</translation>
        </message>
        <message>
            <source>{field}: enter the address first; the key is stored for that address.</source>
            <translation>{field}: introduzca primero la dirección; la clave se guarda para esa dirección.</translation>
        </message>
        <message>
            <source>The settings could not be saved. {reason}</source>
            <translation>No se pudo guardar la configuración. {reason}</translation>
        </message>
    </context>
    <context>
        <name>SpanPlayer</name>
        <message>
            <source>The take file is missing; nothing to play.</source>
            <translation>Falta el archivo de la toma; no hay nada que reproducir.</translation>
        </message>
        <message>
            <source>Cannot play: {reason}</source>
            <translation>No se puede reproducir: {reason}</translation>
        </message>
        <message>
            <source>Playing {start}–{end} s.</source>
            <translation>Reproduciendo {start}–{end} s.</translation>
        </message>
        <message>
            <source>Stopped ({start}–{end} s was playing).</source>
            <translation>Detenido (se estaba reproduciendo {start}–{end} s).</translation>
        </message>
    </context>
    <context>
        <name>SpeechMeter</name>
        <message>
            <source>No signal: the microphone is sending pure silence. Check that it is switched on and not muted, that Voxwell is allowed to use it (on macOS: System Settings &gt; Privacy &amp; Security &gt; Microphone), or choose another input.</source>
            <translation>Sin señal: el micrófono solo envía silencio. Compruebe que está encendido y no silenciado, que Voxwell tiene permiso para usarlo (en macOS: Configuración del Sistema &gt; Privacidad y seguridad &gt; Micrófono), o elija otra entrada.</translation>
        </message>
        <message>
            <source>The background is noisy ({floor} dBFS): move somewhere quieter or closer to the microphone; noise can make speech harder to measure.</source>
            <translation>Hay ruido de fondo ({floor} dBFS): vaya a un lugar más tranquilo o acérquese al micrófono; el ruido puede dificultar la medida del habla.</translation>
        </message>
        <message>
            <source>The sound is too loud and has clipped once: move a little away from the microphone or turn its input gain down.</source>
            <translation>El sonido es demasiado fuerte y se ha saturado una vez: aléjese un poco del micrófono o baje su ganancia de entrada.</translation>
        </message>
        <message numerus="yes">
            <source>The sound is too loud and has clipped %n time(s): move a little away from the microphone or turn its input gain down.</source>
            <translation>
                <numerusform>El sonido es demasiado fuerte y se ha saturado %n vez: aléjese un poco del micrófono o baje su ganancia de entrada.</numerusform>
                <numerusform>El sonido es demasiado fuerte y se ha saturado %n veces: aléjese un poco del micrófono o baje su ganancia de entrada.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StudyExports</name>
        <message>
            <source>{kind} is not a dataset kind ({kinds})</source>
            <translation>{kind} no es un tipo de conjunto de datos ({kinds})</translation>
        </message>
        <message>
            <source>Voxwell study chart</source>
            <translation>Gráfico de estudio de Voxwell</translation>
        </message>
    </context>
    <context>
        <name>StudyTableModel</name>
        <message>
            <source>Session</source>
            <translation>Sesión</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Ejecución</translation>
        </message>
        <message>
            <source>User label</source>
            <translation>Etiqueta de usuario</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>Model version</source>
            <translation>Versión del modelo</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>{form} total</source>
            <translation>Total de {form}</translation>
        </message>
    </context>
    <context>
        <name>StudyView</name>
        <message>
            <source>Table</source>
            <translation>Tabla</translation>
        </message>
        <message>
            <source>Groups</source>
            <translation>Grupos</translation>
        </message>
        <message>
            <source>Questionnaires</source>
            <translation>Cuestionarios</translation>
        </message>
        <message>
            <source>Participants</source>
            <translation>Participantes</translation>
        </message>
        <message>
            <source>Any day</source>
            <translation>Cualquier día</translation>
        </message>
        <message>
            <source>Study view</source>
            <translation>Vista de estudio</translation>
        </message>
        <message>
            <source>This computer's &amp;history</source>
            <translation>&amp;Historial de este equipo</translation>
        </message>
        <message>
            <source>Open &amp;study file…</source>
            <translation>Abrir archivo de &amp;estudio…</translation>
        </message>
        <message>
            <source>Sessions from</source>
            <translation>Sesiones desde</translation>
        </message>
        <message>
            <source>Sessions until</source>
            <translation>Sesiones hasta</translation>
        </message>
        <message>
            <source>Save view…</source>
            <translation>Guardar vista…</translation>
        </message>
        <message>
            <source>Open view…</source>
            <translation>Abrir vista…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportar…</translation>
        </message>
        <message>
            <source>Dataset, one row per run (CSV)…</source>
            <translation>Conjunto de datos, una fila por ejecución (CSV)…</translation>
        </message>
        <message>
            <source>Dataset, one row per section (CSV)…</source>
            <translation>Conjunto de datos, una fila por sección (CSV)…</translation>
        </message>
        <message>
            <source>Dataset, one row per run (Parquet)…</source>
            <translation>Conjunto de datos, una fila por ejecución (Parquet)…</translation>
        </message>
        <message>
            <source>Chart in view (PNG or SVG)…</source>
            <translation>Gráfico visible (PNG o SVG)…</translation>
        </message>
        <message>
            <source>Sessions of the study</source>
            <translation>Sesiones del estudio</translation>
        </message>
        <message>
            <source>Box plots of the measure by group, one per model version</source>
            <translation>Diagramas de caja de la medida por grupo, uno por versión del modelo</translation>
        </message>
        <message>
            <source>The measure against questionnaire totals, with Spearman's rho</source>
            <translation>La medida frente a los totales del cuestionario, con la rho de Spearman</translation>
        </message>
        <message>
            <source>Each participant's sessions over time</source>
            <translation>Las sesiones de cada participante a lo largo del tiempo</translation>
        </message>
        <message>
            <source>&amp;Measure</source>
            <translation>&amp;Medida</translation>
        </message>
        <message>
            <source>&amp;Group by</source>
            <translation>&amp;Agrupar por</translation>
        </message>
        <message>
            <source>&amp;Questionnaire</source>
            <translation>&amp;Cuestionario</translation>
        </message>
        <message>
            <source>Model &amp;version</source>
            <translation>&amp;Versión del modelo</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>&amp;Only where</source>
            <translation>&amp;Solo donde</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Desde</translation>
        </message>
        <message>
            <source>is</source>
            <translation>es</translation>
        </message>
        <message>
            <source>Until</source>
            <translation>Hasta</translation>
        </message>
        <message>
            <source>This computer's history</source>
            <translation>Historial de este equipo</translation>
        </message>
        <message>
            <source>Voxwell studies</source>
            <translation>Estudios de Voxwell</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Todos los archivos</translation>
        </message>
        <message>
            <source>Open a study</source>
            <translation>Abrir un estudio</translation>
        </message>
        <message>
            <source>The study {name} cannot be opened: {error}</source>
            <translation>No se puede abrir el estudio {name}: {error}</translation>
        </message>
        <message>
            <source>Study: {name}</source>
            <translation>Estudio: {name}</translation>
        </message>
        <message>
            <source>No grouping</source>
            <translation>Sin agrupar</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Todos</translation>
        </message>
        <message>
            <source>Any session</source>
            <translation>Cualquier sesión</translation>
        </message>
        <message>
            <source>Any value</source>
            <translation>Cualquier valor</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(ninguno)</translation>
        </message>
        <message>
            <source>{summary} Shown: {count} after the filters.</source>
            <translation>{summary} Se muestran: {count} tras los filtros.</translation>
        </message>
        <message>
            <source>{form} total</source>
            <translation>Total de {form}</translation>
        </message>
        <message>
            <source>Export the dataset</source>
            <translation>Exportar el conjunto de datos</translation>
        </message>
        <message numerus="yes">
            <source>Exported %n session(s) to {name}.</source>
            <translation>
                <numerusform>Se exportó %n sesión a {name}.</numerusform>
                <numerusform>Se exportaron %n sesiones a {name}.</numerusform>
            </translation>
        </message>
        <message>
            <source>PNG image</source>
            <translation>Imagen PNG</translation>
        </message>
        <message>
            <source>SVG drawing</source>
            <translation>Dibujo SVG</translation>
        </message>
        <message>
            <source>Save the chart</source>
            <translation>Guardar el gráfico</translation>
        </message>
        <message>
            <source>Choose a chart tab first: the table goes out as a dataset.</source>
            <translation>Elija primero una pestaña de gráfico: la tabla se exporta como conjunto de datos.</translation>
        </message>
        <message>
            <source>The chart was saved to {name}.</source>
            <translation>El gráfico se guardó en {name}.</translation>
        </message>
        <message>
            <source>Save the view</source>
            <translation>Guardar la vista</translation>
        </message>
        <message>
            <source>The view was saved to {name}.</source>
            <translation>La vista se guardó en {name}.</translation>
        </message>
        <message>
            <source>Open a view</source>
            <translation>Abrir una vista</translation>
        </message>
    </context>
    <context>
        <name>TakeCheck</name>
        <message>
            <source>The recording</source>
            <translation>La grabación</translation>
        </message>
    </context>
    <context>
        <name>TakeControls</name>
        <message>
            <source>&amp;Record (Space)</source>
            <translation>G&amp;rabar (Espacio)</translation>
        </message>
        <message>
            <source>&amp;Re-take (Space)</source>
            <translation>&amp;Repetir toma (Espacio)</translation>
        </message>
        <message>
            <source>St&amp;op (Space)</source>
            <translation>&amp;Detener (Espacio)</translation>
        </message>
        <message>
            <source>&amp;Listen</source>
            <translation>&amp;Escuchar</translation>
        </message>
        <message>
            <source>&amp;Import file…</source>
            <translation>&amp;Importar archivo…</translation>
        </message>
        <message>
            <source>Check l&amp;evel</source>
            <translation>Comprobar &amp;nivel</translation>
        </message>
        <message>
            <source>Re&amp;store earlier take</source>
            <translation>Res&amp;taurar toma anterior</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Espacio</translation>
        </message>
        <message>
            <source>Record, stop, or re-take (unless another button has the keyboard's focus)</source>
            <translation>Grabar, detener o repetir la toma (salvo que otro botón tenga el foco del teclado)</translation>
        </message>
        <message>
            <source>Record or re-take; {stop} stops</source>
            <translation>Grabar o repetir la toma; {stop} detiene</translation>
        </message>
        <message>
            <source>Listen to the take</source>
            <translation>Escuchar la toma</translation>
        </message>
        <message>
            <source>Check the microphone's level</source>
            <translation>Comprobar el nivel del micrófono</translation>
        </message>
        <message>
            <source>Import a file as the take</source>
            <translation>Importar un archivo como toma</translation>
        </message>
        <message>
            <source>Restore the earlier take</source>
            <translation>Restaurar la toma anterior</translation>
        </message>
        <message>
            <source>Upload and analyse</source>
            <translation>Subir y analizar</translation>
        </message>
        <message>
            <source>Back to the setup</source>
            <translation>Volver a los datos de la sesión</translation>
        </message>
        <message>
            <source>The person has agreed (consent)</source>
            <translation>La persona ha aceptado (consentimiento)</translation>
        </message>
        <message>
            <source>Tab, Shift+Tab</source>
            <translation>Tab, Mayús+Tab</translation>
        </message>
        <message>
            <source>Move between the controls; Space or Enter presses the one in focus</source>
            <translation>Moverse entre los controles; Espacio o Intro pulsa el que tiene el foco</translation>
        </message>
        <message>
            <source>Start or stop the take: Space (or {key})</source>
            <translation>Iniciar o detener la toma: Espacio (o {key})</translation>
        </message>
        <message>
            <source>Play the take back: {key}</source>
            <translation>Reproducir la toma: {key}</translation>
        </message>
        <message>
            <source>Use a recording from a file as this take: {key}</source>
            <translation>Usar una grabación de un archivo como esta toma: {key}</translation>
        </message>
        <message>
            <source>Open the microphone to see its level before recording: {key}</source>
            <translation>Abrir el micrófono para ver su nivel antes de grabar: {key}</translation>
        </message>
        <message>
            <source>Bring back the take this slot had before the last one: {key}</source>
            <translation>Recuperar la toma que tenía este espacio antes de la última: {key}</translation>
        </message>
        <message>
            <source>Re&amp;store earlier take ({seconds} s)</source>
            <translation>Res&amp;taurar toma anterior ({seconds} s)</translation>
        </message>
    </context>
    <context>
        <name>TakeCustody</name>
        <message>
            <source>No session is being recorded: the take cannot be placed.</source>
            <translation>No se está grabando ninguna sesión: la toma no se puede colocar.</translation>
        </message>
        <message>
            <source>This take belongs to {owner}, not to {person}'s session.</source>
            <translation>Esta toma pertenece a {owner}, no a la sesión de {person}.</translation>
        </message>
        <message>
            <source>This take belongs to another session, not to {person}'s session.</source>
            <translation>Esta toma pertenece a otra sesión, no a la sesión de {person}.</translation>
        </message>
        <message>
            <source>There is no earlier take of this slot to bring back.</source>
            <translation>No hay ninguna toma anterior de este espacio que recuperar.</translation>
        </message>
        <message>
            <source>This take is not part of the session being recorded.</source>
            <translation>Esta toma no forma parte de la sesión que se está grabando.</translation>
        </message>
        <message>
            <source>This is the take with the most speech of its slot: confirm to delete it.</source>
            <translation>Esta es la toma con más habla de su espacio: confirme para eliminarla.</translation>
        </message>
    </context>
    <context>
        <name>TakeInputs</name>
        <message>
            <source>Audio files ({patterns});;All files (*)</source>
            <translation>Archivos de audio ({patterns});;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>The recording take</source>
            <translation>La toma de grabación</translation>
        </message>
        <message>
            <source>The mood question take</source>
            <translation>La toma de la pregunta sobre el ánimo</translation>
        </message>
        <message>
            <source>The read aloud take</source>
            <translation>La toma de lectura en voz alta</translation>
        </message>
        <message>
            <source>Could not import {name}: {reason}.</source>
            <translation>No se pudo importar {name}: {reason}.</translation>
        </message>
        <message>
            <source>{name} is missing: record or import it.</source>
            <translation>{name} no está disponible: grábela o impórtela.</translation>
        </message>
    </context>
    <context>
        <name>TakeInspection</name>
        <message>
            <source>The take {name} cannot be read: {reason}</source>
            <translation>No se puede leer la toma {name}: {reason}</translation>
        </message>
        <message>
            <source>The take {name} could not be read: decoding it stopped ({reason}). The file may be damaged or not a recording; the rest of Voxwell is unaffected.</source>
            <translation>No se pudo leer la toma {name}: su decodificación se detuvo ({reason}). Puede que el archivo esté dañado o que no sea una grabación; el resto de Voxwell no se ve afectado.</translation>
        </message>
    </context>
    <context>
        <name>TakeMessages</name>
        <message>
            <source>recording…</source>
            <translation>grabando…</translation>
        </message>
        <message>
            <source>not recorded yet</source>
            <translation>aún sin grabar</translation>
        </message>
        <message>
            <source>counting speech…</source>
            <translation>contando el habla…</translation>
        </message>
        <message>
            <source>{seconds} s of speech</source>
            <translation>{seconds} s de habla</translation>
        </message>
        <message>
            <source>{seconds} s of speech (needs {target} s)</source>
            <translation>{seconds} s de habla (necesita {target} s)</translation>
        </message>
        <message>
            <source>the take</source>
            <translation>la toma</translation>
        </message>
        <message>
            <source>The earlier take is kept: “Restore earlier take” brings it back.</source>
            <translation>La toma anterior se conserva: «Restaurar toma anterior» la recupera.</translation>
        </message>
        <message>
            <source>The earlier take ({seconds} s of speech) is kept: “Restore earlier take” brings it back.</source>
            <translation>La toma anterior ({seconds} s de habla) se conserva: «Restaurar toma anterior» la recupera.</translation>
        </message>
        <message>
            <source>{slot} kept: {clock}, enough speech.</source>
            <translation>{slot} conservada: {clock}, habla suficiente.</translation>
        </message>
        <message>
            <source>{slot} kept: {clock}, only {seconds} s of speech (needs {target} s).</source>
            <translation>{slot} conservada: {clock}, solo {seconds} s de habla (necesita {target} s).</translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}.&lt;/b&gt; {action}</source>
            <translation>&lt;b&gt;{title}.&lt;/b&gt; {action}</translation>
        </message>
        <message>
            <source>{slot}: the earlier take is back; the one it replaces is kept and can be restored in its turn.</source>
            <translation>{slot}: se ha recuperado la toma anterior; la que sustituye se conserva y también puede restaurarse.</translation>
        </message>
        <message>
            <source>{slot}: the earlier take is back ({seconds} s of speech); the one it replaces is kept and can be restored in its turn.</source>
            <translation>{slot}: se ha recuperado la toma anterior ({seconds} s de habla); la que sustituye se conserva y también puede restaurarse.</translation>
        </message>
        <message>
            <source>Restore earlier take</source>
            <translation>Restaurar toma anterior</translation>
        </message>
        <message>
            <source>Restore earlier take ({seconds} s)</source>
            <translation>Restaurar toma anterior ({seconds} s)</translation>
        </message>
        <message>
            <source>{slot}: imported {file}.</source>
            <translation>{slot}: se ha importado {file}.</translation>
        </message>
    </context>
    <context>
        <name>TakeRecorder</name>
        <message>
            <source>A take is already being recorded; stop it first.</source>
            <translation>Ya se está grabando una toma; deténgala primero.</translation>
        </message>
    </context>
    <context>
        <name>TakeSession</name>
        <message>
            <source>The take reached the {limit} maximum and was stopped there.</source>
            <translation>La toma alcanzó el máximo de {limit} y se detuvo ahí.</translation>
        </message>
        <message>
            <source>The input file has ended.</source>
            <translation>El archivo de entrada ha terminado.</translation>
        </message>
        <message numerus="yes">
            <source>%n short gap(s) in the recording: the computer was too busy to keep up. Close other programs and record again if the take matters.</source>
            <translation>
                <numerusform>%n pequeño corte en la grabación: el equipo estaba demasiado ocupado para seguir el ritmo. Cierre otros programas y vuelva a grabar si la toma es importante.</numerusform>
                <numerusform>%n pequeños cortes en la grabación: el equipo estaba demasiado ocupado para seguir el ritmo. Cierre otros programas y vuelva a grabar si la toma es importante.</numerusform>
            </translation>
        </message>
        <message>
            <source>This take is being read from a file; there is no device to switch.</source>
            <translation>Esta toma se está leyendo desde un archivo; no hay ningún dispositivo que cambiar.</translation>
        </message>
        <message>
            <source>Keep or discard the last take before recording a new one.</source>
            <translation>Conserve o descarte la última toma antes de grabar una nueva.</translation>
        </message>
        <message>
            <source>The input is not running; choose an input.</source>
            <translation>La entrada no está activa; elija una entrada.</translation>
        </message>
        <message>
            <source>The input stopped.</source>
            <translation>La entrada se detuvo.</translation>
        </message>
        <message>
            <source>There is no finished take to keep; record one first.</source>
            <translation>No hay ninguna toma terminada que conservar; grabe una primero.</translation>
        </message>
    </context>
    <context>
        <name>TakeSlotList</name>
        <message>
            <source>Takes of this session</source>
            <translation>Tomas de esta sesión</translation>
        </message>
        <message>
            <source>Up and Down choose the take to record or listen to.</source>
            <translation>Las flechas arriba y abajo eligen la toma que grabar o escuchar.</translation>
        </message>
    </context>
    <context>
        <name>Takes</name>
        <message>
            <source>Could not repair the unfinished take {file} ({error}). Check that the takes folder is writable.</source>
            <translation>No se pudo reparar la toma sin terminar {file} ({error}). Compruebe que se puede escribir en la carpeta de tomas.</translation>
        </message>
        <message>
            <source>Could not save the live captions of {file} ({error}).</source>
            <translation>No se pudieron guardar los subtítulos en directo de {file} ({error}).</translation>
        </message>
        <message>
            <source>This take is already finished; start a new take to record more.</source>
            <translation>Esta toma ya ha terminado; empiece una toma nueva para grabar más.</translation>
        </message>
        <message>
            <source>This take has already been kept or discarded.</source>
            <translation>Esta toma ya se ha conservado o descartado.</translation>
        </message>
        <message>
            <source>Could not keep the take {file} ({error}); it is still in {folder}.</source>
            <translation>No se pudo conservar la toma {file} ({error}); sigue en {folder}.</translation>
        </message>
        <message>
            <source>Could not keep the notes of take {file} ({error}).</source>
            <translation>No se pudieron conservar las notas de la toma {file} ({error}).</translation>
        </message>
        <message>
            <source>Could not keep the live captions of take {file} ({error}).</source>
            <translation>No se pudieron conservar los subtítulos en directo de la toma {file} ({error}).</translation>
        </message>
        <message>
            <source>Could not move the take {file} to {target} ({error}); it is still in {folder}.</source>
            <translation>No se pudo mover la toma {file} a {target} ({error}); sigue en {folder}.</translation>
        </message>
        <message>
            <source>Could not encode the take to FLAC ({error}). The WAV recording is kept at {path}.</source>
            <translation>No se pudo codificar la toma en FLAC ({error}). La grabación WAV se conserva en {path}.</translation>
        </message>
        <message>
            <source>Could not start the take in {folder} ({error}). Free some disk space or choose another folder for takes; what was recorded so far is in {file}.</source>
            <translation>No se pudo iniciar la toma en {folder} ({error}). Libere espacio en el disco o elija otra carpeta para las tomas; lo grabado hasta ahora está en {file}.</translation>
        </message>
        <message>
            <source>Could not save the take in {folder} ({error}). Free some disk space or choose another folder for takes; what was recorded so far is in {file}.</source>
            <translation>No se pudo guardar la toma en {folder} ({error}). Libere espacio en el disco o elija otra carpeta para las tomas; lo grabado hasta ahora está en {file}.</translation>
        </message>
        <message>
            <source>Could not close the take in {folder} ({error}). Free some disk space or choose another folder for takes; what was recorded so far is in {file}.</source>
            <translation>No se pudo cerrar la toma en {folder} ({error}). Libere espacio en el disco o elija otra carpeta para las tomas; lo grabado hasta ahora está en {file}.</translation>
        </message>
    </context>
    <context>
        <name>TrendView</name>
        <message>
            <source>PHQ-9 total</source>
            <translation>Total PHQ-9</translation>
        </message>
        <message>
            <source>GAD-7 total</source>
            <translation>Total GAD-7</translation>
        </message>
        <message>
            <source>Measure to show</source>
            <translation>Medida que mostrar</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Questionnaire total</source>
            <translation>Total del cuestionario</translation>
        </message>
        <message>
            <source>Measure:</source>
            <translation>Medida:</translation>
        </message>
        <message numerus="yes">
            <source>Questionnaire totals (right axis): %n answer(s).</source>
            <translation>
                <numerusform>Totales de cuestionarios (eje derecho): %n respuesta.</numerusform>
                <numerusform>Totales de cuestionarios (eje derecho): %n respuestas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose a user label to see a trend.</source>
            <translation>Elija una etiqueta de usuario para ver una tendencia.</translation>
        </message>
        <message>
            <source>No finished sessions with results for {label} yet.</source>
            <translation>Aún no hay sesiones terminadas con resultados de {label}.</translation>
        </message>
        <message>
            <source>Model {version}</source>
            <translation>Modelo {version}</translation>
        </message>
        <message>
            <source>Lines never join sessions of different model versions: their values are not on one scale.</source>
            <translation>Las líneas nunca unen sesiones de versiones de modelo distintas: sus valores no están en la misma escala.</translation>
        </message>
        <message>
            <source>{measure_name} for {label}: {session_count}, {version_count}.</source>
            <translation>{measure_name} de {label}: {session_count}, {version_count}.</translation>
        </message>
        <message numerus="yes">
            <source>%n session(s)</source>
            <translation>
                <numerusform>%n sesión</numerusform>
                <numerusform>%n sesiones</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n model version(s)</source>
            <translation>
                <numerusform>%n versión de modelo</numerusform>
                <numerusform>%n versiones de modelo</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>UploadQueue</name>
        <message>
            <source>Nothing is being uploaded.</source>
            <translation>No se está subiendo nada.</translation>
        </message>
        <message>
            <source>Run created</source>
            <translation>Ejecución creada</translation>
        </message>
        <message>
            <source>{name} uploaded</source>
            <translation>{name} subida</translation>
        </message>
        <message>
            <source>Uploading {name}…</source>
            <translation>Subiendo {name}…</translation>
        </message>
        <message>
            <source>Upload {name}</source>
            <translation>Subir {name}</translation>
        </message>
        <message>
            <source>Analysing ({status})</source>
            <translation>Analizando ({status})</translation>
        </message>
        <message>
            <source>Analysis complete</source>
            <translation>Análisis completado</translation>
        </message>
        <message>
            <source>Analysis ended with an error</source>
            <translation>El análisis terminó con un error</translation>
        </message>
        <message>
            <source>Analysis</source>
            <translation>Análisis</translation>
        </message>
        <message>
            <source>Preparing the upload…</source>
            <translation>Preparando la subida…</translation>
        </message>
        <message>
            <source>Creating the run at {service}…</source>
            <translation>Creando la ejecución en {service}…</translation>
        </message>
        <message>
            <source>Uploading {name} ({index} of {total})…</source>
            <translation>Subiendo {name} ({index} de {total})…</translation>
        </message>
        <message>
            <source>Uploaded. Analysing at {service}; run status {status}.</source>
            <translation>Subido. Analizando en {service}; estado de la ejecución: {status}.</translation>
        </message>
        <message>
            <source>Results are ready.</source>
            <translation>Los resultados están listos.</translation>
        </message>
        <message>
            <source>The analysis ended with {code}.</source>
            <translation>El análisis terminó con {code}.</translation>
        </message>
        <message>
            <source>The session could not be completed. Nothing was lost.</source>
            <translation>No se pudo completar la sesión. No se ha perdido nada.</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Cancelado</translation>
        </message>
        <message>
            <source>The recordings are kept. Try again to upload them, or start a new session.</source>
            <translation>Las grabaciones se conservan. Vuelva a intentar subirlas o inicie una nueva sesión.</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>Cancelado.</translation>
        </message>
    </context>
    <context>
        <name>UploadView</name>
        <message>
            <source>Record again</source>
            <translation>Grabar de nuevo</translation>
        </message>
        <message>
            <source>Import another file</source>
            <translation>Importar otro archivo</translation>
        </message>
        <message>
            <source>Open settings</source>
            <translation>Abrir configuración</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Reintentar</translation>
        </message>
        <message>
            <source>Analyse as a new run</source>
            <translation>Analizar como nueva ejecución</translation>
        </message>
        <message>
            <source>Analyse again</source>
            <translation>Analizar de nuevo</translation>
        </message>
        <message>
            <source>Upload and analysis</source>
            <translation>Subida y análisis</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Session of {label}</source>
            <translation>Sesión de {label}</translation>
        </message>
        <message>
            <source>Analyse again as {language}</source>
            <translation>Analizar de nuevo en {language}</translation>
        </message>
        <message numerus="yes">
            <source>%n more session(s) waiting to upload.</source>
            <translation>
                <numerusform>%n sesión más en espera de subida.</numerusform>
                <numerusform>%n sesiones más en espera de subida.</numerusform>
            </translation>
        </message>
        <message>
            <source>Elapsed {clock}</source>
            <translation>Transcurrido {clock}</translation>
        </message>
    </context>
    <context>
        <name>Uploads</name>
        <message>
            <source>The file shrank while it was being uploaded ({sent} of {size} bytes read); upload it again once nothing else is writing to it.</source>
            <translation>El archivo se redujo mientras se subía (leídos {sent} de {size} bytes); vuelva a subirlo cuando ningún otro programa esté escribiendo en él.</translation>
        </message>
        <message>
            <source>The upload server {host}</source>
            <translation>El servidor de subida {host}</translation>
        </message>
        <message>
            <source>The upload URL for {file} has expired, so nothing was stored. Create a new run and upload to its fresh URL.</source>
            <translation>La URL de subida de {file} ha caducado, así que no se guardó nada. Cree una nueva ejecución y suba el archivo a su nueva URL.</translation>
        </message>
        <message>
            <source>The upload URL for {file} expired while an interrupted upload was retried; the recording may not have been stored. Check the run's status, and create a new run if it is still waiting for input.</source>
            <translation>La URL de subida de {file} caducó mientras se reintentaba una subida interrumpida; es posible que la grabación no se haya guardado. Compruebe el estado de la ejecución y cree una nueva si sigue esperando datos.</translation>
        </message>
        <message>
            <source>the upload of {file}</source>
            <translation>la subida de {file}</translation>
        </message>
        <message>
            <source>{file} ({size}) is larger than the service accepts; trim the recording or save it in a compressed format such as FLAC.</source>
            <translation>{file} ({size}) supera el tamaño que acepta el servicio; recorte la grabación o guárdela en un formato comprimido como FLAC.</translation>
        </message>
        <message>
            <source>The upload URL for {file} was already used, or its run no longer waits for input; create a new run to analyse this recording.</source>
            <translation>La URL de subida de {file} ya se usó, o su ejecución ya no espera datos; cree una nueva ejecución para analizar esta grabación.</translation>
        </message>
    </context>
    <context>
        <name>UserData</name>
        <message>
            <source>Enter or load the JSON data to upload.</source>
            <translation>Introduzca o cargue los datos JSON que desea subir.</translation>
        </message>
        <message>
            <source>The data is not valid JSON: {problem} at line {line}, column {column}.</source>
            <translation>Los datos no son JSON válido: {problem} en la línea {line}, columna {column}.</translation>
        </message>
        <message>
            <source>The data must be a JSON object ({{...}}), not a {kind}.</source>
            <translation>Los datos deben ser un objeto JSON ({{...}}), no un {kind}.</translation>
        </message>
        <message>
            <source>request</source>
            <translation>solicitud</translation>
        </message>
        <message>
            <source>not accepted</source>
            <translation>no aceptado</translation>
        </message>
    </context>
    <context>
        <name>UserDataView</name>
        <message>
            <source>User label</source>
            <translation>Etiqueta de usuario</translation>
        </message>
        <message>
            <source>The user label this data is about</source>
            <translation>La etiqueta de usuario a la que se refieren estos datos</translation>
        </message>
        <message>
            <source>Upload type</source>
            <translation>Tipo de subida</translation>
        </message>
        <message>
            <source>Types from &amp;account</source>
            <translation>Tipos de la &amp;cuenta</translation>
        </message>
        <message>
            <source>JSON data</source>
            <translation>Datos JSON</translation>
        </message>
        <message>
            <source>&amp;Load file…</source>
            <translation>&amp;Cargar archivo…</translation>
        </message>
        <message>
            <source>Chec&amp;k JSON</source>
            <translation>Comprobar &amp;JSON</translation>
        </message>
        <message>
            <source>&amp;Upload</source>
            <translation>&amp;Subir</translation>
        </message>
        <message>
            <source>User label:</source>
            <translation>Etiqueta de usuario:</translation>
        </message>
        <message>
            <source>Upload type:</source>
            <translation>Tipo de subida:</translation>
        </message>
        <message>
            <source>Nothing was sent: personal identifiers stay on this computer.</source>
            <translation>No se ha enviado nada: los identificadores personales se quedan en este equipo.</translation>
        </message>
        <message numerus="yes">
            <source>The JSON is a valid object with %n key(s).</source>
            <translation>
                <numerusform>El JSON es un objeto válido con %n clave.</numerusform>
                <numerusform>El JSON es un objeto válido con %n claves.</numerusform>
            </translation>
        </message>
        <message>
            <source>Cannot read {file}: {error}</source>
            <translation>No se puede leer {file}: {error}</translation>
        </message>
        <message>
            <source>All</source>
            <comment>file dialog filter: every file</comment>
            <translation>Todos</translation>
        </message>
        <message>
            <source>Load JSON</source>
            <translation>Cargar JSON</translation>
        </message>
        <message>
            <source>&amp;Upload for {label}</source>
            <translation>&amp;Subir para {label}</translation>
        </message>
        <message>
            <source>Enter the user label of the person this data is about.</source>
            <translation>Introduzca la etiqueta de usuario de la persona a la que se refieren estos datos.</translation>
        </message>
        <message>
            <source>Choose or type the upload type agreed with the service.</source>
            <translation>Elija o escriba el tipo de subida acordado con el servicio.</translation>
        </message>
        <message>
            <source>The user label must be 1 to 256 characters long.</source>
            <translation>La etiqueta de usuario debe tener entre 1 y 256 caracteres.</translation>
        </message>
        <message>
            <source>Uploading to {service}…</source>
            <translation>Subiendo a {service}…</translation>
        </message>
        <message>
            <source>Uploaded as {type} for {label}. Upload id: {upload_id}</source>
            <translation>Subido como {type} para {label}. Id. de subida: {upload_id}</translation>
        </message>
        <message>
            <source>Upload types enabled: {types}.</source>
            <translation>Tipos de subida habilitados: {types}.</translation>
        </message>
        <message>
            <source>The account lists no upload types; type the one agreed with the provider.</source>
            <translation>La cuenta no indica ningún tipo de subida; escriba el acordado con el proveedor.</translation>
        </message>
        <message>
            <source>The service did not accept the data (nothing was stored):</source>
            <translation>El servicio no aceptó los datos (no se guardó nada):</translation>
        </message>
    </context>
    <context>
        <name>VersionPanels</name>
        <message>
            <source>Model {version}</source>
            <translation>Modelo {version}</translation>
        </message>
    </context>
    <context>
        <name>VoiceClient</name>
        <message>
            <source>The team server at {url}</source>
            <translation>El servidor del equipo en {url}</translation>
        </message>
        <message>
            <source>The {name} service ({url})</source>
            <translation>El servicio {name} ({url})</translation>
        </message>
        <message>
            <source>The service at {url}</source>
            <translation>El servicio en {url}</translation>
        </message>
        <message>
            <source>Creating a mental wellness run</source>
            <translation>La creación de una ejecución de bienestar mental</translation>
        </message>
        <message>
            <source>Mental wellness run {run_id}</source>
            <translation>La ejecución de bienestar mental {run_id}</translation>
        </message>
        <message>
            <source>Creating a two-recording run</source>
            <translation>La creación de una ejecución de dos grabaciones</translation>
        </message>
        <message>
            <source>Two-recording run {run_id}</source>
            <translation>La ejecución de dos grabaciones {run_id}</translation>
        </message>
        <message>
            <source>Creating a questionnaire</source>
            <translation>La creación de un cuestionario</translation>
        </message>
        <message>
            <source>Questionnaire {questionnaire_id}</source>
            <translation>El cuestionario {questionnaire_id}</translation>
        </message>
        <message>
            <source>User data of type {upload_type}</source>
            <translation>Los datos de usuario de tipo {upload_type}</translation>
        </message>
        <message>
            <source>The account</source>
            <translation>La cuenta</translation>
        </message>
    </context>
    <context>
        <name>WellnessChart</name>
        <message>
            <source>Waveform</source>
            <translation>Forma de onda</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>Medida</translation>
        </message>
        <message>
            <source>Transcript</source>
            <translation>Transcripción</translation>
        </message>
        <message>
            <source>Distress</source>
            <translation>Malestar</translation>
        </message>
        <message>
            <source>Stress</source>
            <translation>Estrés</translation>
        </message>
        <message>
            <source>Exhaustion</source>
            <translation>Agotamiento</translation>
        </message>
        <message>
            <source>Sleep propensity</source>
            <translation>Propensión al sueño</translation>
        </message>
        <message>
            <source>Low self-esteem</source>
            <translation>Baja autoestima</translation>
        </message>
        <message>
            <source>Mental strain</source>
            <translation>Tensión mental</translation>
        </message>
        <message>
            <source>Distress (continuous)</source>
            <translation>Malestar (continuo)</translation>
        </message>
        <message>
            <source>Stress (continuous)</source>
            <translation>Estrés (continuo)</translation>
        </message>
        <message>
            <source>Exhaustion (continuous)</source>
            <translation>Agotamiento (continuo)</translation>
        </message>
        <message>
            <source>Sleep propensity (continuous)</source>
            <translation>Propensión al sueño (continua)</translation>
        </message>
        <message>
            <source>Low self-esteem (continuous)</source>
            <translation>Baja autoestima (continua)</translation>
        </message>
        <message>
            <source>Measures by section chart</source>
            <translation>Gráfico de medidas por sección</translation>
        </message>
        <message>
            <source>Measures to draw</source>
            <translation>Medidas que se dibujan</translation>
        </message>
        <message>
            <source>Transcript by section</source>
            <translation>Transcripción por sección</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Tiempo</translation>
        </message>
        <message>
            <source>Not in these results</source>
            <translation>No figura en estos resultados</translation>
        </message>
        <message>
            <source>No waveform</source>
            <translation>Sin forma de onda</translation>
        </message>
        <message>
            <source>(no words)</source>
            <translation>(sin palabras)</translation>
        </message>
        <message>
            <source>{measure} {value} {band}</source>
            <translation>{measure} {value} {band}</translation>
        </message>
        <message>
            <source>{measure} {value}</source>
            <translation>{measure} {value}</translation>
        </message>
        <message>
            <source>Section {number} of {count}, {span}: {values}</source>
            <translation>Sección {number} de {count}, {span}: {values}</translation>
        </message>
        <message>
            <source>Left and Right arrow keys step through the sections, Home and End go to the first and the last; Enter plays the section.</source>
            <translation>Las flechas izquierda y derecha recorren las secciones; Inicio y Fin van a la primera y a la última; Intro reproduce la sección.</translation>
        </message>
        <message>
            <source>Point at a section to see its values; click it to listen.</source>
            <translation>Señale una sección para ver sus valores; haga clic en ella para escucharla.</translation>
        </message>
        <message>
            <source>Section {number} ({start}–{end} s): {values}</source>
            <translation>Sección {number} ({start}–{end} s): {values}</translation>
        </message>
        <message>
            <source>no measure selected</source>
            <translation>ninguna medida seleccionada</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <source>Live captions and alerts from the local acoustic reference model's wellbeing-awareness policy ({policy}): they aid a clinician's judgement and diagnose nothing.</source>
            <translation>Subtítulos en directo y alertas de la política de atención al bienestar del modelo de referencia acústico local ({policy}): ayudan al juicio del profesional clínico y no diagnostican nada.</translation>
        </message>
        <message>
            <source>suicidal ideation</source>
            <translation>ideación suicida</translation>
        </message>
        <message>
            <source>self-harm</source>
            <translation>autolesión</translation>
        </message>
        <message>
            <source>distress</source>
            <translation>malestar</translation>
        </message>
        <message>
            <source>stress</source>
            <translation>estrés</translation>
        </message>
        <message>
            <source>exhaustion</source>
            <translation>agotamiento</translation>
        </message>
        <message>
            <source>low self-esteem</source>
            <translation>baja autoestima</translation>
        </message>
        <message>
            <source>depression probability</source>
            <translation>probabilidad de depresión</translation>
        </message>
        <message>
            <source>anxiety probability</source>
            <translation>probabilidad de ansiedad</translation>
        </message>
        <message>
            <source>{measure} at centile {centile}</source>
            <translation>{measure} en el centil {centile}</translation>
        </message>
        <message>
            <source>{measure} {value} % (population {prior} %)</source>
            <translation>{measure} {value} % (población {prior} %)</translation>
        </message>
        <message>
            <source>the person said “{said}” ({category})</source>
            <translation>la persona dijo «{said}» ({category})</translation>
        </message>
        <message>
            <source>at {time} the person said “{said}” ({category})</source>
            <translation>a los {time} la persona dijo «{said}» ({category})</translation>
        </message>
        <message>
            <source>Risk expression in the person's own words: {quotes}. Review the recording at these times and assess the person's safety now.</source>
            <translation>Expresión de riesgo en las propias palabras de la persona: {quotes}. Revise la grabación en esos momentos y valore ahora la seguridad de la persona.</translation>
        </message>
        <message>
            <source>Voice measures of the local reference model: {cues}.</source>
            <translation>Medidas de la voz del modelo de referencia local: {cues}.</translation>
        </message>
        <message>
            <source>Recording</source>
            <translation>Grabación</translation>
        </message>
        <message>
            <source>Mood question</source>
            <translation>Pregunta sobre el ánimo</translation>
        </message>
        <message>
            <source>Read aloud</source>
            <translation>Lectura en voz alta</translation>
        </message>
        <message>
            <source>Mental wellness</source>
            <translation>Bienestar mental</translation>
        </message>
        <message>
            <source>Two-recording</source>
            <translation>Dos grabaciones</translation>
        </message>
        <message>
            <source>one recording</source>
            <translation>una grabación</translation>
        </message>
        <message>
            <source>mood question + read-aloud</source>
            <translation>pregunta sobre el ánimo + lectura en voz alta</translation>
        </message>
        <message>
            <source>Mental wellness (one recording)</source>
            <translation>Bienestar mental (una grabación)</translation>
        </message>
        <message>
            <source>Two-recording (mood question + read-aloud)</source>
            <translation>Dos grabaciones (pregunta sobre el ánimo + lectura en voz alta)</translation>
        </message>
        <message>
            <source>Recorded</source>
            <translation>Grabada</translation>
        </message>
        <message>
            <source>Uploading</source>
            <translation>Subiendo</translation>
        </message>
        <message>
            <source>Running</source>
            <translation>En análisis</translation>
        </message>
        <message>
            <source>Complete</source>
            <translation>Completada</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Fallida</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Cancelada</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>Femenino</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>Masculino</translation>
        </message>
        <message>
            <source>Intersex</source>
            <translation>Intersexual</translation>
        </message>
        <message>
            <source>Not given</source>
            <translation>No indicado</translation>
        </message>
        <message>
            <source>English</source>
            <translation>Inglés</translation>
        </message>
        <message>
            <source>English (Australia)</source>
            <translation>Inglés (Australia)</translation>
        </message>
        <message>
            <source>English (United Kingdom)</source>
            <translation>Inglés (Reino Unido)</translation>
        </message>
        <message>
            <source>English (Ireland)</source>
            <translation>Inglés (Irlanda)</translation>
        </message>
        <message>
            <source>English (India)</source>
            <translation>Inglés (India)</translation>
        </message>
        <message>
            <source>English (United States)</source>
            <translation>Inglés (Estados Unidos)</translation>
        </message>
        <message>
            <source>English (South Africa)</source>
            <translation>Inglés (Sudáfrica)</translation>
        </message>
        <message>
            <source>Spanish (Spain)</source>
            <translation>Español (España)</translation>
        </message>
        <message>
            <source>Spanish (United States)</source>
            <translation>Español (Estados Unidos)</translation>
        </message>
        <message>
            <source>Indonesian</source>
            <translation>Indonesio</translation>
        </message>
        <message>
            <source>Japanese</source>
            <translation>Japonés</translation>
        </message>
        <message>
            <source>Local engine</source>
            <translation>Motor local</translation>
        </message>
        <message>
            <source>Team server</source>
            <translation>Servidor del equipo</translation>
        </message>
        <message>
            <source>Default region</source>
            <translation>Región predeterminada</translation>
        </message>
        <message>
            <source>Canada region</source>
            <translation>Región de Canadá</translation>
        </message>
        <message>
            <source>United States region</source>
            <translation>Región de Estados Unidos</translation>
        </message>
    </context>
</TS>
