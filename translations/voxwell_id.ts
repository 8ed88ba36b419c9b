<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID">
    <context>
        <name>AccountView</name>
        <message>
            <source>{feature} — {model} model ({contents})</source>
            <translation>{feature} — model {model} ({contents})</translation>
        </message>
        <message>
            <source>{feature} — questionnaire {type}</source>
            <translation>{feature} — kuesioner {type}</translation>
        </message>
        <message>
            <source>{feature} — user data uploads of type {type}</source>
            <translation>{feature} — unggahan data pengguna berjenis {type}</translation>
        </message>
        <message>
            <source>Enabled features</source>
            <translation>Fitur yang diaktifkan</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>&amp;Segarkan</translation>
        </message>
        <message>
            <source>Service:</source>
            <translation>Layanan:</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Alamat:</translation>
        </message>
        <message>
            <source>Account id:</source>
            <translation>ID akun:</translation>
        </message>
        <message>
            <source>Features:</source>
            <translation>Fitur:</translation>
        </message>
        <message>
            <source>(not started yet)</source>
            <translation>(belum dimulai)</translation>
        </message>
        <message>
            <source>(not reported)</source>
            <translation>(tidak dilaporkan)</translation>
        </message>
        <message>
            <source>(no features reported)</source>
            <translation>(tidak ada fitur yang dilaporkan)</translation>
        </message>
    </context>
    <context>
        <name>ActivityQr</name>
        <message>
            <source>There is no link to show as a QR code.</source>
            <translation>Tidak ada tautan untuk ditampilkan sebagai kode QR.</translation>
        </message>
    </context>
    <context>
        <name>ApolloResultsView</name>
        <message>
            <source>None</source>
            <translation>Tidak ada</translation>
        </message>
        <message>
            <source>Mild</source>
            <translation>Ringan</translation>
        </message>
        <message>
            <source>Moderate</source>
            <translation>Sedang</translation>
        </message>
        <message>
            <source>Severe</source>
            <translation>Berat</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Tidak diketahui</translation>
        </message>
        <message>
            <source>Depression</source>
            <translation>Depresi</translation>
        </message>
        <message>
            <source>Depression probability</source>
            <translation>Probabilitas depresi</translation>
        </message>
        <message>
            <source>Anxiety</source>
            <translation>Kecemasan</translation>
        </message>
        <message>
            <source>Anxiety probability</source>
            <translation>Probabilitas kecemasan</translation>
        </message>
        <message>
            <source>Symptom score (0–1)</source>
            <translation>Skor gejala (0–1)</translation>
        </message>
        <message>
            <source>Symptoms 1–8 follow the PHQ-9 (depression), 9–15 the GAD-7 (anxiety). Colour shows severity: none, mild, moderate, severe.</source>
            <translation>Gejala 1–8 mengikuti PHQ-9 (depresi), gejala 9–15 mengikuti GAD-7 (kecemasan). Warna menunjukkan tingkat keparahan: tidak ada, ringan, sedang, berat.</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>Ukuran</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Skor</translation>
        </message>
        <message>
            <source>Band</source>
            <translation>Kategori</translation>
        </message>
        <message>
            <source>Depression, anxiety and symptom scores as a table</source>
            <translation>Skor depresi, kecemasan, dan gejala dalam bentuk tabel</translation>
        </message>
        <message>
            <source>The probabilities of depression and anxiety, then each symptom's score from 0 to 1 (symptoms 1–8 from the PHQ-9, 9–15 from the GAD-7), each with its band.</source>
            <translation>Probabilitas depresi dan kecemasan, lalu skor setiap gejala dari 0 sampai 1 (gejala 1–8 dari PHQ-9, 9–15 dari GAD-7), masing-masing dengan kategorinya.</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Skor</translation>
        </message>
        <message>
            <source>Scores as a table</source>
            <translation>Skor dalam tabel</translation>
        </message>
        <message>
            <source>Takes (transcripts, reading, features)</source>
            <translation>Pengambilan (transkrip, bacaan, fitur)</translation>
        </message>
        <message>
            <source>Inspect: {slot}</source>
            <translation>Periksa: {slot}</translation>
        </message>
        <message>
            <source>(no words)</source>
            <translation>(tanpa kata)</translation>
        </message>
        <message>
            <source>Read-aloud check:</source>
            <translation>Pemeriksaan bacaan nyaring:</translation>
        </message>
        <message>
            <source>{symptom} ({scale} item): {value}, {severity}</source>
            <translation>{symptom} (butir {scale}): {value}, {severity}</translation>
        </message>
    </context>
    <context>
        <name>AppSettings</name>
        <message>
            <source>the mood prompt is empty</source>
            <translation>teks pertanyaan suasana hati kosong</translation>
        </message>
        <message>
            <source>the engine port {port} is not between {first} and {last}</source>
            <translation>port mesin {port} tidak berada di antara {first} dan {last}</translation>
        </message>
        <message>
            <source>recordings cannot be kept {days} days: use 0 or more</source>
            <translation>rekaman tidak dapat disimpan {days} hari: gunakan 0 atau lebih</translation>
        </message>
    </context>
    <context>
        <name>AppState</name>
        <message>
            <source>not used</source>
            <translation>tidak digunakan</translation>
        </message>
        <message>
            <source>not started</source>
            <translation>belum dimulai</translation>
        </message>
        <message>
            <source>starting</source>
            <translation>sedang dimulai</translation>
        </message>
        <message>
            <source>ready</source>
            <translation>siap</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>berhenti</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>gagal</translation>
        </message>
    </context>
    <context>
        <name>Application</name>
        <message>
            <source>The local engine could not start: {reason} Recording still works; uploads to the local engine wait until it runs. Restart Voxwell, or choose a region in Settings.</source>
            <translation>Mesin lokal tidak dapat dimulai: {reason} Perekaman tetap berfungsi; unggahan ke mesin lokal menunggu hingga mesin berjalan. Mulai ulang Voxwell, atau pilih wilayah di Pengaturan.</translation>
        </message>
    </context>
    <context>
        <name>AsyncTasks</name>
        <message>
            <source>Something went wrong: {error}. Nothing was lost; try again.</source>
            <translation>Terjadi kesalahan: {error}. Tidak ada yang hilang; silakan coba lagi.</translation>
        </message>
    </context>
    <context>
        <name>AudioBackend</name>
        <message>
            <source>Audio input is not available: the PortAudio sound library could not be loaded. On Linux install the 'libportaudio2' package; elsewhere reinstall Voxwell. You can still import recordings from files.</source>
            <translation>Input audio tidak tersedia: pustaka suara PortAudio tidak dapat dimuat. Di Linux, pasang paket 'libportaudio2'; di sistem lain, pasang ulang Voxwell. Anda tetap dapat mengimpor rekaman dari berkas.</translation>
        </message>
        <message>
            <source>{error}. Check that the device is connected and not in use, or choose another output.</source>
            <translation>{error}. Pastikan perangkat terhubung dan tidak sedang digunakan, atau pilih output lain.</translation>
        </message>
        <message>
            <source>{error}. Check that the device is connected and not in use, or choose another input.</source>
            <translation>{error}. Pastikan perangkat terhubung dan tidak sedang digunakan, atau pilih input lain.</translation>
        </message>
    </context>
    <context>
        <name>AudioDevices</name>
        <message>
            <source>No microphone was found. Connect a microphone or headset and choose 'Rescan', or import a recording from a file.</source>
            <translation>Tidak ada mikrofon yang ditemukan. Hubungkan mikrofon atau headset lalu pilih 'Pindai ulang', atau impor rekaman dari berkas.</translation>
        </message>
        <message>
            <source>{name} ({hostapi}) — default</source>
            <translation>{name} ({hostapi}) — bawaan</translation>
        </message>
        <message>
            <source>Could not list the audio inputs: {reason}</source>
            <translation>Tidak dapat menampilkan daftar input audio: {reason}</translation>
        </message>
        <message>
            <source>No input called {wanted}. Inputs found: {names}.</source>
            <translation>Tidak ada input bernama {wanted}. Input yang ditemukan: {names}.</translation>
        </message>
        <message>
            <source>The sound system stopped answering when the microphone was lost. Restart Voxwell to look for devices again.</source>
            <translation>Sistem suara berhenti merespons saat mikrofon terputus. Mulai ulang Voxwell untuk mencari perangkat lagi.</translation>
        </message>
        <message>
            <source>Cannot look for new devices while the microphone is in use. Stop the recording or the level preview, then rescan.</source>
            <translation>Tidak dapat mencari perangkat baru selama mikrofon sedang digunakan. Hentikan perekaman atau pratinjau level, lalu pindai ulang.</translation>
        </message>
        <message>
            <source>Could not look for audio devices: {reason}</source>
            <translation>Tidak dapat mencari perangkat audio: {reason}</translation>
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
            <translation>{service} tidak menjawab tepat waktu ({error}). Periksa koneksi lalu coba lagi.</translation>
        </message>
        <message>
            <source>{service} sent an answer Voxwell cannot use ({error}).</source>
            <translation>{service} mengirim jawaban yang tidak dapat digunakan Voxwell ({error}).</translation>
        </message>
        <message>
            <source>{service} could not be reached ({error}). Check that it is running and that the address is right.</source>
            <translation>{service} tidak dapat dihubungi ({error}). Pastikan layanan itu berjalan dan alamatnya benar.</translation>
        </message>
        <message>
            <source>{service} refused the API key ({said}). Check the key saved for this service, or pass it with {option} or the {variable} variable.</source>
            <translation>{service} menolak kunci API ({said}). Periksa kunci yang disimpan untuk layanan ini, atau berikan kunci melalui {option} atau variabel {variable}.</translation>
        </message>
        <message>
            <source>{service} refused the API key. Check the key saved for this service, or pass it with {option} or the {variable} variable.</source>
            <translation>{service} menolak kunci API. Periksa kunci yang disimpan untuk layanan ini, atau berikan kunci melalui {option} atau variabel {variable}.</translation>
        </message>
        <message>
            <source>{what} was not found: it does not exist, was created with another API key, or has been deleted.</source>
            <translation>{what} tidak ditemukan: tidak ada, dibuat dengan kunci API lain, atau telah dihapus.</translation>
        </message>
        <message>
            <source>no details given</source>
            <translation>tanpa rincian</translation>
        </message>
        <message>
            <source>{service} refused the request as invalid: {summary}.</source>
            <translation>{service} menolak permintaan karena tidak valid: {summary}.</translation>
        </message>
        <message>
            <source>{service} failed with status {code} ({said}). Try again later.</source>
            <translation>{service} gagal dengan status {code} ({said}). Coba lagi nanti.</translation>
        </message>
        <message>
            <source>{service} failed with status {code}. Try again later.</source>
            <translation>{service} gagal dengan status {code}. Coba lagi nanti.</translation>
        </message>
        <message>
            <source>{service} answered {what} with status {code}: {said}.</source>
            <translation>{service} menjawab dengan status {code} ({what}): {said}.</translation>
        </message>
        <message>
            <source>{service} answered {what} with status {code}.</source>
            <translation>{service} menjawab dengan status {code} ({what}).</translation>
        </message>
        <message numerus="yes">
            <source>{service} sent a {model} that Voxwell does not understand (%n problem(s), first: {first}). The service may be newer than this version of Voxwell.</source>
            <translation>
                <numerusform>{service} mengirim {model} yang tidak dipahami Voxwell (%n masalah, yang pertama: {first}). Layanan itu mungkin lebih baru daripada versi Voxwell ini.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Credentials</name>
        <message>
            <source>Pass the key instead as an argument ({argument}) or in the {variable} environment variable.</source>
            <translation>Sebagai gantinya, berikan kunci sebagai argumen ({argument}) atau dalam variabel lingkungan {variable}.</translation>
        </message>
        <message>
            <source>This computer has no usable keyring, so API keys cannot be saved here.</source>
            <translation>Komputer ini tidak memiliki keyring yang dapat digunakan, sehingga kunci API tidak dapat disimpan di sini.</translation>
        </message>
        <message>
            <source>This computer has no keyring to keep API keys safely.</source>
            <translation>Komputer ini tidak memiliki keyring untuk menyimpan kunci API dengan aman.</translation>
        </message>
        <message>
            <source>The configured keyring ({name}) keeps keys in a plain-text file, which Voxwell does not use.</source>
            <translation>Keyring yang dikonfigurasi ({name}) menyimpan kunci dalam berkas teks biasa, yang tidak digunakan oleh Voxwell.</translation>
        </message>
        <message>
            <source>The keyring could not be read ({error}).</source>
            <translation>Keyring tidak dapat dibaca ({error}).</translation>
        </message>
        <message>
            <source>No API key is saved for {account}. Save one in the app's settings, or pass the key instead as an argument ({argument}) or in the {variable} environment variable.</source>
            <translation>Tidak ada kunci API yang disimpan untuk {account}. Simpan kunci di pengaturan aplikasi, atau berikan kunci sebagai argumen ({argument}) atau dalam variabel lingkungan {variable}.</translation>
        </message>
        <message>
            <source>The API key is empty; paste the key the provider issued.</source>
            <translation>Kunci API kosong; tempelkan kunci yang diberikan oleh penyedia.</translation>
        </message>
        <message>
            <source>The keyring refused to store the key ({error}).</source>
            <translation>Keyring menolak menyimpan kunci ({error}).</translation>
        </message>
        <message>
            <source>The keyring could not delete the key ({error}).</source>
            <translation>Keyring tidak dapat menghapus kunci ({error}).</translation>
        </message>
    </context>
    <context>
        <name>DataProtection</name>
        <message>
            <source>This computer has no usable keyring, so Voxwell keeps recordings and results on this computer unencrypted. Turn on the system's disk encryption (BitLocker, FileVault or LUKS) to protect them if the laptop is lost.</source>
            <translation>Komputer ini tidak memiliki keyring yang dapat digunakan, sehingga Voxwell menyimpan rekaman dan hasil di komputer ini tanpa enkripsi. Aktifkan enkripsi disk sistem (BitLocker, FileVault, atau LUKS) untuk melindunginya jika laptop hilang.</translation>
        </message>
        <message>
            <source>{path} is damaged ({error}); Voxwell cannot tell which key encrypts this data folder. Restore the file from a backup.</source>
            <translation>{path} rusak ({error}); Voxwell tidak dapat mengetahui kunci mana yang mengenkripsi folder data ini. Pulihkan berkas tersebut dari cadangan.</translation>
        </message>
        <message>
            <source>The data in {folder} is encrypted, and this computer's keyring no longer holds its key. Restore the keyring (or sign in to the account that holds it) and start Voxwell again; nothing was changed.</source>
            <translation>Data di {folder} terenkripsi, dan keyring komputer ini tidak lagi menyimpan kuncinya. Pulihkan keyring (atau masuk ke akun yang menyimpannya) lalu jalankan Voxwell lagi; tidak ada yang diubah.</translation>
        </message>
        <message>
            <source>The key in this computer's keyring does not open the data in {folder}. Restore the keyring entry that was made with this folder; nothing was changed.</source>
            <translation>Kunci di keyring komputer ini tidak dapat membuka data di {folder}. Pulihkan entri keyring yang dibuat bersama folder ini; tidak ada yang diubah.</translation>
        </message>
    </context>
    <context>
        <name>DeviceInput</name>
        <message>
            <source>The microphone '{name}' stopped sending sound (it may have been unplugged or taken by another program). What was recorded up to then has been kept; choose an input and record again if needed.</source>
            <translation>Mikrofon '{name}' berhenti mengirim suara (mungkin dicabut atau diambil alih oleh program lain). Apa yang terekam sampai saat itu telah disimpan; pilih masukan lalu rekam lagi bila perlu.</translation>
        </message>
        <message>
            <source>Could not open the microphone '{name}' at {rate} Hz: {reason}</source>
            <translation>Tidak dapat membuka mikrofon '{name}' pada {rate} Hz: {reason}</translation>
        </message>
    </context>
    <context>
        <name>EngineDiscovery</name>
        <message>
            <source>The app's local engine is running, but its key cannot be read ({problem}).</source>
            <translation>Mesin lokal aplikasi sedang berjalan, tetapi kuncinya tidak dapat dibaca ({problem}).</translation>
        </message>
        <message>
            <source>The app's local engine is running, but no key for it is kept here.</source>
            <translation>Mesin lokal aplikasi sedang berjalan, tetapi tidak ada kunci untuknya yang disimpan di sini.</translation>
        </message>
        <message>
            <source>The app's local engine is running, but it refused the key in the keyring.</source>
            <translation>Mesin lokal aplikasi sedang berjalan, tetapi mesin itu menolak kunci di keyring.</translation>
        </message>
        <message>
            <source>The app's local engine is running, but it refused the key in the file.</source>
            <translation>Mesin lokal aplikasi sedang berjalan, tetapi mesin itu menolak kunci di berkas.</translation>
        </message>
    </context>
    <context>
        <name>EngineKey</name>
        <message>
            <source>The local engine's key file {path} cannot be read ({error}).</source>
            <translation>Berkas kunci mesin lokal {path} tidak dapat dibaca ({error}).</translation>
        </message>
        <message>
            <source>The local engine's key file {path} is empty; remove it.</source>
            <translation>Berkas kunci mesin lokal {path} kosong; hapus berkas tersebut.</translation>
        </message>
        <message>
            <source>The local engine's key could not be kept in {path} ({error}).</source>
            <translation>Kunci mesin lokal tidak dapat disimpan di {path} ({error}).</translation>
        </message>
    </context>
    <context>
        <name>EngineLaunch</name>
        <message>
            <source>Port {port} is in use by another program, so the local engine uses another port until Voxwell restarts: questionnaire links made now stop working then. Choose a free port in Settings.</source>
            <translation>Port {port} sedang digunakan oleh program lain, sehingga mesin lokal memakai port lain sampai Voxwell dimulai ulang: tautan kuesioner yang dibuat sekarang akan berhenti berfungsi saat itu. Pilih port yang bebas di Pengaturan.</translation>
        </message>
        <message>
            <source>Another Voxwell engine holds {folder} but did not become ready.</source>
            <translation>Mesin Voxwell lain menempati {folder}, tetapi tidak kunjung siap.</translation>
        </message>
        <message>
            <source>The local engine was not launched in time.</source>
            <translation>Mesin lokal tidak dijalankan tepat waktu.</translation>
        </message>
        <message>
            <source>The app closed before the local engine started.</source>
            <translation>Aplikasi ditutup sebelum mesin lokal dimulai.</translation>
        </message>
    </context>
    <context>
        <name>EngineSupervisor</name>
        <message>
            <source>The local engine stopped repeatedly. Restart Voxwell, or choose a region in Settings.</source>
            <translation>Mesin lokal berulang kali berhenti. Mulai ulang Voxwell, atau pilih wilayah di Pengaturan.</translation>
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
            <translation>Ucapan tidak cukup</translation>
        </message>
        <message>
            <source>Record again with more speech: keep talking until the meter shows “Enough speech”.</source>
            <translation>Rekam ulang dengan lebih banyak ucapan: terus berbicara hingga meter menampilkan “Ucapan cukup”.</translation>
        </message>
        <message>
            <source>The recording is too long</source>
            <translation>Rekaman terlalu panjang</translation>
        </message>
        <message>
            <source>Record again and stop within 3 minutes, or trim the file to under 3 minutes.</source>
            <translation>Rekam ulang dan hentikan dalam 3 menit, atau pangkas berkas menjadi kurang dari 3 menit.</translation>
        </message>
        <message>
            <source>The file is not a recording the service can read</source>
            <translation>Berkas ini bukan rekaman yang dapat dibaca layanan</translation>
        </message>
        <message>
            <source>Re-export it as {formats} audio, then import it again.</source>
            <translation>Ekspor ulang sebagai audio {formats}, lalu impor kembali.</translation>
        </message>
        <message>
            <source>The speech could not be transcribed</source>
            <translation>Ucapan tidak dapat ditranskripsikan</translation>
        </message>
        <message>
            <source>Check the microphone and that the session language matches the language spoken, then record again.</source>
            <translation>Periksa mikrofon dan pastikan bahasa sesi sesuai dengan bahasa yang diucapkan, lalu rekam ulang.</translation>
        </message>
        <message>
            <source>The service failed while analysing the recording</source>
            <translation>Layanan gagal saat menganalisis rekaman</translation>
        </message>
        <message>
            <source>Try again; nothing was lost. If it keeps happening, contact the service's support.</source>
            <translation>Coba lagi; tidak ada yang hilang. Jika terus terjadi, hubungi dukungan layanan.</translation>
        </message>
        <message>
            <source>The analysis did not finish</source>
            <translation>Analisis tidak selesai</translation>
        </message>
        <message>
            <source>Try again; nothing was lost.</source>
            <translation>Coba lagi; tidak ada yang hilang.</translation>
        </message>
        <message>
            <source>Re-export it in one of the formats named below, then import it again.</source>
            <translation>Ekspor ulang dalam salah satu format yang disebutkan di bawah, lalu impor kembali.</translation>
        </message>
        <message>
            <source>English</source>
            <translation>bahasa Inggris</translation>
        </message>
        <message>
            <source>Spanish</source>
            <translation>bahasa Spanyol</translation>
        </message>
        <message>
            <source>Indonesian</source>
            <translation>bahasa Indonesia</translation>
        </message>
        <message>
            <source>Japanese</source>
            <translation>bahasa Jepang</translation>
        </message>
        <message>
            <source>The speech sounds like {language}</source>
            <translation>Ucapan terdengar seperti {language}</translation>
        </message>
        <message>
            <source>Analyse the same recordings again in {heard}: nothing is recorded again, and this run stays in the history. If the person did speak {chosen}, record again.</source>
            <translation>Analisis ulang rekaman yang sama dalam {heard}: tidak ada yang direkam ulang, dan proses ini tetap ada di riwayat. Jika orang tersebut memang berbicara dalam {chosen}, rekam ulang.</translation>
        </message>
        <message>
            <source>The service did not accept the API key</source>
            <translation>Layanan tidak menerima kunci API</translation>
        </message>
        <message>
            <source>Open Settings and enter the API key for this service.</source>
            <translation>Buka pengaturan dan masukkan kunci API untuk layanan ini.</translation>
        </message>
        <message>
            <source>The upload link expired</source>
            <translation>Tautan unggah telah kedaluwarsa</translation>
        </message>
        <message>
            <source>Try again: a new run is created from the same recordings.</source>
            <translation>Coba lagi: proses baru dibuat dari rekaman yang sama.</translation>
        </message>
        <message>
            <source>The service cannot be reached</source>
            <translation>Layanan tidak dapat dijangkau</translation>
        </message>
        <message>
            <source>Check the network connection and the service address in Settings, then try again. The recordings are kept and upload when you retry.</source>
            <translation>Periksa koneksi jaringan dan alamat layanan di pengaturan, lalu coba lagi. Rekaman tetap disimpan dan diunggah saat Anda mencoba lagi.</translation>
        </message>
        <message>
            <source>The service did not answer in time</source>
            <translation>Layanan tidak menjawab tepat waktu</translation>
        </message>
        <message>
            <source>Try again in a moment; the recordings are kept.</source>
            <translation>Coba lagi sebentar lagi; rekaman tetap disimpan.</translation>
        </message>
        <message>
            <source>The service does not know this session's earlier run</source>
            <translation>Layanan tidak mengenali proses sebelumnya dari sesi ini</translation>
        </message>
        <message>
            <source>It may have been deleted, or made with another key and still be analysing. Check the service first; to analyse the recordings again as a new run, press the button.</source>
            <translation>Proses itu mungkin telah dihapus, atau dibuat dengan kunci lain dan masih dalam analisis. Periksa layanan terlebih dahulu; untuk menganalisis ulang rekaman sebagai proses baru, tekan tombolnya.</translation>
        </message>
        <message>
            <source>The service no longer has this run</source>
            <translation>Layanan tidak lagi memiliki proses ini</translation>
        </message>
        <message>
            <source>Try again to create a new run from the same recordings.</source>
            <translation>Coba lagi untuk membuat proses baru dari rekaman yang sama.</translation>
        </message>
        <message>
            <source>The service refused the session details</source>
            <translation>Layanan menolak detail sesi</translation>
        </message>
        <message>
            <source>Check the user label, date of birth and language in the session setup.</source>
            <translation>Periksa label pengguna, tanggal lahir, dan bahasa di penyiapan sesi.</translation>
        </message>
        <message>
            <source>The microphone cannot be used</source>
            <translation>Mikrofon tidak dapat digunakan</translation>
        </message>
        <message>
            <source>Check the input in Settings, or import a recording from a file.</source>
            <translation>Periksa input di pengaturan, atau impor rekaman dari berkas.</translation>
        </message>
        <message>
            <source>The recording file is too large</source>
            <translation>Berkas rekaman terlalu besar</translation>
        </message>
        <message>
            <source>Save it in a compressed format such as FLAC, or trim it, then import it again.</source>
            <translation>Simpan dalam format terkompresi seperti FLAC, atau pangkas, lalu impor kembali.</translation>
        </message>
        <message>
            <source>The recording could not be saved</source>
            <translation>Rekaman tidak dapat disimpan</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation>Terjadi kesalahan</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>Run {run_id} failed with {code}: {reason}</source>
            <translation>Proses {run_id} gagal dengan {code}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>ExportActions</name>
        <message>
            <source>Results as JSON…</source>
            <translation>Hasil sebagai JSON…</translation>
        </message>
        <message>
            <source>Results as CSV…</source>
            <translation>Hasil sebagai CSV…</translation>
        </message>
        <message>
            <source>Transcript and measures as Praat TextGrid…</source>
            <translation>Transkrip dan ukuran sebagai TextGrid Praat…</translation>
        </message>
        <message>
            <source>PDF report…</source>
            <translation>Laporan PDF…</translation>
        </message>
        <message>
            <source>Results and questionnaires as FHIR R4…</source>
            <translation>Hasil dan kuesioner sebagai FHIR R4…</translation>
        </message>
        <message>
            <source>JSON document</source>
            <translation>Dokumen JSON</translation>
        </message>
        <message>
            <source>CSV table</source>
            <translation>Tabel CSV</translation>
        </message>
        <message>
            <source>Praat TextGrid</source>
            <translation>TextGrid Praat</translation>
        </message>
        <message>
            <source>PDF report</source>
            <translation>Laporan PDF</translation>
        </message>
        <message>
            <source>FHIR R4 bundle</source>
            <translation>Bundel FHIR R4</translation>
        </message>
        <message>
            <source>Audio takes to a folder…</source>
            <translation>Pengambilan audio ke folder…</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>&amp;Ekspor</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Ekspor</translation>
        </message>
        <message>
            <source>No session is shown, so there is nothing to export.</source>
            <translation>Tidak ada sesi yang ditampilkan, jadi tidak ada yang dapat diekspor.</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} dan {second}</translation>
        </message>
        <message>
            <source>Export audio to</source>
            <translation>Ekspor audio ke</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>Ekspor gagal</translation>
        </message>
        <message>
            <source>Nothing was exported. {reason}</source>
            <translation>Tidak ada yang diekspor. {reason}</translation>
        </message>
    </context>
    <context>
        <name>FeatureTable</name>
        <message>
            <source>Acoustic features by section</source>
            <translation>Fitur akustik per bagian</translation>
        </message>
        <message>
            <source>Acoustic features</source>
            <translation>Fitur akustik</translation>
        </message>
        <message>
            <source>Measured by Voxwell's engine with Praat's algorithms: point at a heading to see what it measures.</source>
            <translation>Diukur oleh mesin Voxwell dengan algoritme Praat: arahkan penunjuk ke judul kolom untuk melihat ukuran yang dimaksud.</translation>
        </message>
        <message>
            <source>These results carry no acoustic features (only Voxwell's engine sends them: the local one or a team server).</source>
            <translation>Hasil ini tidak memuat fitur akustik (hanya mesin Voxwell yang mengirimnya: mesin lokal atau server tim).</translation>
        </message>
    </context>
    <context>
        <name>FileInput</name>
        <message>
            <source>Cannot play '{file}' as an input: it is not a readable audio file ({error}). Use a WAV, FLAC or Ogg file.</source>
            <translation>Tidak dapat memutar '{file}' sebagai masukan: berkas itu bukan berkas audio yang dapat dibaca ({error}). Gunakan berkas WAV, FLAC, atau Ogg.</translation>
        </message>
        <message>
            <source>File: {file}</source>
            <translation>Berkas: {file}</translation>
        </message>
        <message>
            <source>Reading '{file}' failed part way: {error}.</source>
            <translation>Pembacaan '{file}' gagal di tengah jalan: {error}.</translation>
        </message>
    </context>
    <context>
        <name>GroupPlot</name>
        <message>
            <source>All</source>
            <translation>Semua</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(tidak ada)</translation>
        </message>
        <message>
            <source>All sessions</source>
            <translation>Semua sesi</translation>
        </message>
    </context>
    <context>
        <name>HistoryView</name>
        <message>
            <source>Date</source>
            <translation>Tanggal</translation>
        </message>
        <message>
            <source>User label</source>
            <translation>Label pengguna</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Model</translation>
        </message>
        <message>
            <source>Service</source>
            <translation>Layanan</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Model version</source>
            <translation>Versi model</translation>
        </message>
        <message>
            <source>Show sessions of user label</source>
            <translation>Tampilkan sesi label pengguna</translation>
        </message>
        <message>
            <source>User &amp;label:</source>
            <translation>&amp;Label pengguna:</translation>
        </message>
        <message>
            <source>&amp;Erase this person…</source>
            <translation>&amp;Hapus orang ini…</translation>
        </message>
        <message>
            <source>Erase every session, take, note and questionnaire of this user label from this computer and the local engine (Alt+E).</source>
            <translation>Hapus setiap sesi, pengambilan, catatan, dan kuesioner label pengguna ini dari komputer ini dan mesin lokal (Alt+E).</translation>
        </message>
        <message>
            <source>All users</source>
            <translation>Semua pengguna</translation>
        </message>
        <message numerus="yes">
            <source>%n session(s). Double-click or press Enter to open one.</source>
            <translation>
                <numerusform>%n sesi. Klik dua kali atau tekan Enter untuk membukanya.</numerusform>
            </translation>
        </message>
        <message>
            <source>No sessions for {label} yet: the trend shows their questionnaire totals.</source>
            <translation>Belum ada sesi untuk {label}: tren menampilkan total kuesionernya.</translation>
        </message>
        <message>
            <source>No sessions stored yet.</source>
            <translation>Belum ada sesi yang disimpan.</translation>
        </message>
        <message>
            <source>Nothing was erased: {error}</source>
            <translation>Tidak ada yang dihapus: {error}</translation>
        </message>
        <message>
            <source>Erase this person</source>
            <translation>Hapus orang ini</translation>
        </message>
        <message>
            <source>Erase everything this computer keeps of {label}?</source>
            <translation>Hapus semua yang disimpan komputer ini tentang {label}?</translation>
        </message>
        <message>
            <source>Erase</source>
            <translation>Hapus</translation>
        </message>
        <message>
            <source>Erasing {label}…</source>
            <translation>Menghapus {label}…</translation>
        </message>
        <message>
            <source>The erase of {label} stopped: {error} It is finished at the next start.</source>
            <translation>Penghapusan {label} terhenti: {error} Penghapusan diselesaikan saat aplikasi dimulai berikutnya.</translation>
        </message>
        <message numerus="yes">
            <source>Erased %n item(s) of {label} from this computer.</source>
            <translation>
                <numerusform>%n item milik {label} telah dihapus dari komputer ini.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>IdentifierWarning</name>
        <message>
            <source>This label looks like an e-mail address. Use a code that does not identify the person.</source>
            <translation>Label ini tampak seperti alamat email. Gunakan kode yang tidak mengidentifikasi orang tersebut.</translation>
        </message>
        <message>
            <source>This label contains a long number, like a national ID, health or phone number. Use a study code instead.</source>
            <translation>Label ini berisi nomor panjang, seperti nomor identitas nasional, nomor kesehatan, atau nomor telepon. Gunakan kode studi sebagai gantinya.</translation>
        </message>
        <message>
            <source>This label looks like a person's name. Use a code that does not identify them.</source>
            <translation>Label ini tampak seperti nama seseorang. Gunakan kode yang tidak mengidentifikasi orang tersebut.</translation>
        </message>
    </context>
    <context>
        <name>InspectionControls</name>
        <message>
            <source>Cursor: point at the plots.</source>
            <translation>Kursor: arahkan penunjuk ke grafik.</translation>
        </message>
        <message>
            <source>Selection: drag across the plots to select a stretch.</source>
            <translation>Pilihan: seret melintasi grafik untuk memilih satu rentang.</translation>
        </message>
        <message>
            <source>Cursor {time} s</source>
            <translation>Kursor {time} s</translation>
        </message>
        <message>
            <source>spectrum {level}</source>
            <translation>spektrum {level}</translation>
        </message>
        <message>
            <source>F0 {pitch}</source>
            <translation>F0 {pitch}</translation>
        </message>
        <message>
            <source>intensity {level}</source>
            <translation>intensitas {level}</translation>
        </message>
        <message>
            <source>Selection {start}–{end} s ({duration} s)</source>
            <translation>Pilihan {start}–{end} s ({duration} s)</translation>
        </message>
        <message>
            <source>mean F0 {pitch}</source>
            <translation>rerata F0 {pitch}</translation>
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
            <translation>Putar &amp;pilihan</translation>
        </message>
        <message>
            <source>Play &amp;visible</source>
            <translation>Putar yang &amp;terlihat</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>&amp;Berhenti</translation>
        </message>
        <message>
            <source>&amp;Zoom to selection</source>
            <translation>&amp;Zoom ke pilihan</translation>
        </message>
        <message>
            <source>Show &amp;all</source>
            <translation>Tampilkan &amp;semua</translation>
        </message>
        <message>
            <source>&amp;Formants F1–F3</source>
            <translation>&amp;Forman F1–F3</translation>
        </message>
        <message>
            <source>Spectrogram view range, highest frequency</source>
            <translation>Rentang tampilan spektrogram, frekuensi tertinggi</translation>
        </message>
        <message>
            <source>5 ms: broadband (formants); 30 ms: narrowband (harmonics)</source>
            <translation>5 ms: pita lebar (forman); 30 ms: pita sempit (harmonik)</translation>
        </message>
        <message>
            <source>Spectrogram window length</source>
            <translation>Panjang jendela spektrogram</translation>
        </message>
        <message>
            <source>Spectrogram dynamic range</source>
            <translation>Rentang dinamis spektrogram</translation>
        </message>
        <message>
            <source>View to</source>
            <translation>Tampilkan hingga</translation>
        </message>
        <message>
            <source>Window</source>
            <translation>Jendela</translation>
        </message>
        <message>
            <source>Dynamic range</source>
            <translation>Rentang dinamis</translation>
        </message>
    </context>
    <context>
        <name>InspectionPlots</name>
        <message>
            <source>Wave</source>
            <translation>Gelombang</translation>
        </message>
        <message>
            <source>Freq (Hz)</source>
            <translation>Frek. (Hz)</translation>
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
            <translation>Bagian</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>Kata</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Waktu</translation>
        </message>
    </context>
    <context>
        <name>InspectionView</name>
        <message>
            <source>No take file stored for this session: only the tiers can be shown.</source>
            <translation>Tidak ada berkas pengambilan yang tersimpan untuk sesi ini: hanya lapisan (tier) yang dapat ditampilkan.</translation>
        </message>
        <message>
            <source>Computing the spectrogram, pitch and intensity…</source>
            <translation>Menghitung spektrogram, nada, dan intensitas…</translation>
        </message>
        <message>
            <source>The tracks cannot be computed: {reason}</source>
            <translation>Trek tidak dapat dihitung: {reason}</translation>
        </message>
        <message>
            <source>{duration} take. Drag to select, wheel to zoom, shift-drag to pan, click a word to play it.</source>
            <translation>Pengambilan {duration}. Seret untuk memilih, gulir roda untuk memperbesar, Shift+seret untuk menggeser, klik kata untuk memutarnya.</translation>
        </message>
        <message>
            <source>Computing the spectrogram with the new settings…</source>
            <translation>Menghitung spektrogram dengan pengaturan baru…</translation>
        </message>
        <message>
            <source>Computing the formants…</source>
            <translation>Menghitung forman…</translation>
        </message>
    </context>
    <context>
        <name>LiveAlert</name>
        <message>
            <source>be aware, check in</source>
            <translation>waspadai, tanyakan kabarnya</translation>
        </message>
        <message>
            <source>offer support, tell a clinician</source>
            <translation>tawarkan dukungan, beri tahu klinisi</translation>
        </message>
        <message>
            <source>possible suicide risk</source>
            <translation>kemungkinan risiko bunuh diri</translation>
        </message>
        <message>
            <source>routine</source>
            <translation>rutin</translation>
        </message>
        <message>
            <source>follow up within a week</source>
            <translation>tindak lanjut dalam seminggu</translation>
        </message>
        <message>
            <source>follow up within 48 hours</source>
            <translation>tindak lanjut dalam 48 jam</translation>
        </message>
        <message>
            <source>follow up within 24 hours</source>
            <translation>tindak lanjut dalam 24 jam</translation>
        </message>
        <message>
            <source>act now</source>
            <translation>bertindak sekarang</translation>
        </message>
        <message>
            <source>Alert level {level} of 3: {meaning} ({urgency})</source>
            <translation>Peringatan tingkat {level} dari 3: {meaning} ({urgency})</translation>
        </message>
        <message>
            <source>Alert level {level} of 3: {meaning}</source>
            <translation>Peringatan tingkat {level} dari 3: {meaning}</translation>
        </message>
        <message>
            <source>Concerns: {concerns}.</source>
            <translation>Kekhawatiran: {concerns}.</translation>
        </message>
    </context>
    <context>
        <name>LiveAlertBanner</name>
        <message>
            <source>Dismiss</source>
            <translation>Tutup</translation>
        </message>
        <message numerus="yes">
            <source>%n alert(s) in this take</source>
            <translation>
                <numerusform>%n peringatan dalam pengambilan ini</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LiveCaptionsView</name>
        <message>
            <source>Live captions: connecting to the service…</source>
            <translation>Teks langsung: menghubungkan ke layanan…</translation>
        </message>
        <message>
            <source>Live captions: listening.</source>
            <translation>Teks langsung: mendengarkan.</translation>
        </message>
        <message>
            <source>Live captions: the last words of the take…</source>
            <translation>Teks langsung: kata-kata terakhir dari pengambilan…</translation>
        </message>
        <message>
            <source>Live captions of the last take.</source>
            <translation>Teks langsung dari pengambilan terakhir.</translation>
        </message>
        <message>
            <source>Live captions of the restored take, as they came when it was recorded.</source>
            <translation>Teks langsung dari pengambilan yang dipulihkan, sebagaimana diterima saat direkam.</translation>
        </message>
        <message>
            <source>Live captions appear here while a take is recorded.</source>
            <translation>Teks langsung muncul di sini selama pengambilan direkam.</translation>
        </message>
        <message>
            <source>Live captions are off (Settings → Session defaults).</source>
            <translation>Teks langsung nonaktif (Pengaturan → Bawaan sesi).</translation>
        </message>
        <message>
            <source>Live captions</source>
            <translation>Teks langsung</translation>
        </message>
        <message>
            <source>Live captions unavailable: {reason}</source>
            <translation>Teks langsung tidak tersedia: {reason}</translation>
        </message>
    </context>
    <context>
        <name>LiveMonitor</name>
        <message>
            <source>The service closed the session.</source>
            <translation>Layanan menutup sesi.</translation>
        </message>
        <message>
            <source>The service did not send the last captions in time.</source>
            <translation>Layanan tidak mengirim teks terakhir tepat waktu.</translation>
        </message>
        <message>
            <source>The monitoring session failed ({error}).</source>
            <translation>Sesi pemantauan gagal ({error}).</translation>
        </message>
        <message>
            <source>error</source>
            <translation>kesalahan</translation>
        </message>
    </context>
    <context>
        <name>LocalEngine</name>
        <message>
            <source>The local engine has not started yet.</source>
            <translation>Mesin lokal belum dimulai.</translation>
        </message>
        <message>
            <source>The local engine could not be started: {error}.</source>
            <translation>Mesin lokal tidak dapat dimulai: {error}.</translation>
        </message>
        <message>
            <source>Another Voxwell engine is already running on {folder}.</source>
            <translation>Mesin Voxwell lain sudah berjalan di {folder}.</translation>
        </message>
        <message>
            <source>The local engine did not become ready within {seconds} s. Its last output was:
{output}</source>
            <translation>Mesin lokal tidak siap dalam {seconds} s. Keluaran terakhirnya:
{output}</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>New session</source>
            <translation>Sesi baru</translation>
        </message>
        <message>
            <source>Import a recording</source>
            <translation>Impor rekaman</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Pengaturan</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Riwayat</translation>
        </message>
        <message>
            <source>Study</source>
            <translation>Studi</translation>
        </message>
        <message>
            <source>Questionnaires</source>
            <translation>Kuesioner</translation>
        </message>
        <message>
            <source>User data</source>
            <translation>Data pengguna</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>Akun</translation>
        </message>
        <message>
            <source>Local engine: not used</source>
            <translation>Mesin lokal: tidak digunakan</translation>
        </message>
        <message>
            <source>Local engine: not started</source>
            <translation>Mesin lokal: belum dimulai</translation>
        </message>
        <message>
            <source>Local engine: starting</source>
            <translation>Mesin lokal: sedang dimulai</translation>
        </message>
        <message>
            <source>Local engine: ready</source>
            <translation>Mesin lokal: siap</translation>
        </message>
        <message>
            <source>Local engine: stopped</source>
            <translation>Mesin lokal: berhenti</translation>
        </message>
        <message>
            <source>Local engine: failed</source>
            <translation>Mesin lokal: gagal</translation>
        </message>
        <message>
            <source>Close this notice</source>
            <translation>Tutup pemberitahuan ini</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>Sesi</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Berkas</translation>
        </message>
        <message>
            <source>&amp;New session</source>
            <translation>Sesi &amp;baru</translation>
        </message>
        <message>
            <source>&amp;Import recording…</source>
            <translation>&amp;Impor rekaman…</translation>
        </message>
        <message>
            <source>Use an audio file as the selected take instead of recording</source>
            <translation>Gunakan berkas audio sebagai pengambilan yang dipilih alih-alih merekam</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Pengaturan…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Keluar</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Ban&amp;tuan</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Pintasan papan ketik</translation>
        </message>
        <message>
            <source>&amp;About Voxwell</source>
            <translation>Tentang &amp;Voxwell</translation>
        </message>
        <message>
            <source>Start a new session first: imported files fill a take of a session.</source>
            <translation>Mulai sesi baru terlebih dahulu: berkas yang diimpor mengisi satu pengambilan dalam sebuah sesi.</translation>
        </message>
        <message>
            <source>The File and Help menus</source>
            <translation>Menu Berkas dan Bantuan</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Pintasan papan ketik</translation>
        </message>
        <message>
            <source>Record, analyse and review voice sessions.</source>
            <translation>Rekam, analisis, dan tinjau sesi suara.</translation>
        </message>
        <message>
            <source>Results from the local engine come from an acoustic reference model, not a clinical model. So do those of a team server, which runs the same engine.</source>
            <translation>Hasil dari mesin lokal berasal dari model acuan akustik, bukan model klinis. Demikian pula hasil dari server tim, yang menjalankan mesin yang sama.</translation>
        </message>
        <message>
            <source>About Voxwell</source>
            <translation>Tentang Voxwell</translation>
        </message>
        <message>
            <source>Service: {name}</source>
            <translation>Layanan: {name}</translation>
        </message>
        <message>
            <source>unencrypted (plain http)</source>
            <translation>tidak terenkripsi (http biasa)</translation>
        </message>
        <message>
            <source>no address (open Settings)</source>
            <translation>tanpa alamat (buka Pengaturan)</translation>
        </message>
        <message>
            <source>no API key (open Settings)</source>
            <translation>tanpa kunci API (buka Pengaturan)</translation>
        </message>
        <message>
            <source>Local engine: failed ({reason})</source>
            <translation>Mesin lokal: gagal ({reason})</translation>
        </message>
        <message>
            <source>Local engine: {state}</source>
            <translation>Mesin lokal: {state}</translation>
        </message>
        <message>
            <source>Data on this computer: encrypted</source>
            <translation>Data di komputer ini: terenkripsi</translation>
        </message>
        <message>
            <source>Recordings, notes and results are encrypted with a key kept in this computer's keyring.</source>
            <translation>Rekaman, catatan, dan hasil dienkripsi dengan kunci yang disimpan di keyring komputer ini.</translation>
        </message>
        <message>
            <source>Data on this computer: NOT encrypted (no keyring)</source>
            <translation>Data di komputer ini: TIDAK terenkripsi (tidak ada keyring)</translation>
        </message>
        <message>
            <source>the earlier {slot} take</source>
            <translation>pengambilan {slot} sebelumnya</translation>
        </message>
        <message>
            <source>Kept {takes}: it had more speech than the take sent. It is offered again at the next start, where it can be discarded.</source>
            <translation>{takes} disimpan: berisi lebih banyak ucapan daripada pengambilan yang dikirim. Pengambilan ini ditawarkan lagi pada permulaan berikutnya, dan dapat dibuang di sana.</translation>
        </message>
        <message numerus="yes">
            <source>Resuming %n unfinished session(s).</source>
            <translation>
                <numerusform>Melanjutkan %n sesi yang belum selesai.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MeterWidget</name>
        <message>
            <source>Not recording</source>
            <translation>Tidak merekam</translation>
        </message>
        <message>
            <source>waiting for speech</source>
            <translation>menunggu ucapan</translation>
        </message>
        <message>
            <source>too quiet</source>
            <translation>terlalu pelan</translation>
        </message>
        <message>
            <source>good</source>
            <translation>baik</translation>
        </message>
        <message>
            <source>clipping</source>
            <translation>terpotong</translation>
        </message>
        <message>
            <source>no signal</source>
            <translation>tidak ada sinyal</translation>
        </message>
        <message>
            <source>Elapsed {elapsed} of {total}</source>
            <translation>Berjalan {elapsed} dari {total}</translation>
        </message>
        <message>
            <source>Input level</source>
            <translation>Level input</translation>
        </message>
        <message>
            <source>Clip</source>
            <translation>Klip</translation>
        </message>
        <message>
            <source>Clipping lamp</source>
            <translation>Lampu klip</translation>
        </message>
        <message>
            <source>Speech against target</source>
            <translation>Ucapan terhadap target</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Level</translation>
        </message>
        <message>
            <source>Speech</source>
            <translation>Ucapan</translation>
        </message>
        <message>
            <source>Not recording (level check: speak to see the level)</source>
            <translation>Tidak merekam (cek level: bicaralah untuk melihat level)</translation>
        </message>
        <message>
            <source>{state}; level {level} dBFS</source>
            <translation>{state}; level {level} dBFS</translation>
        </message>
        <message>
            <source>Input level: {state}</source>
            <translation>Level input: {state}</translation>
        </message>
        <message>
            <source>Elapsed {elapsed} of {total} — stops in {left} s</source>
            <translation>Berjalan {elapsed} dari {total} — berhenti dalam {left} s</translation>
        </message>
        <message>
            <source>The input has clipped</source>
            <translation>Input telah terpotong (klip)</translation>
        </message>
        <message>
            <source>No clipping</source>
            <translation>Tidak ada klip</translation>
        </message>
        <message>
            <source>Enough speech ✓ ({seconds} s)</source>
            <translation>Ucapan cukup ✓ ({seconds} s)</translation>
        </message>
        <message>
            <source>{spoken} s of {target} s</source>
            <translation>{spoken} s dari {target} s</translation>
        </message>
        <message numerus="yes">
            <source>Enough speech: %n second(s)</source>
            <translation>
                <numerusform>Ucapan cukup: %n detik</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MonitorClient</name>
        <message>
            <source>The service refused the API key.</source>
            <translation>Layanan menolak kunci API.</translation>
        </message>
        <message>
            <source>The service has no monitoring endpoint ({path}) open to this key ({status}).</source>
            <translation>Layanan tidak memiliki titik akhir pemantauan ({path}) yang terbuka untuk kunci ini ({status}).</translation>
        </message>
        <message>
            <source>The service refused the session ({status}).</source>
            <translation>Layanan menolak sesi ({status}).</translation>
        </message>
        <message>
            <source>The monitoring endpoint at {url} cannot be reached ({error}).</source>
            <translation>Titik akhir pemantauan di {url} tidak dapat dihubungi ({error}).</translation>
        </message>
        <message>
            <source>The monitoring session is not connected.</source>
            <translation>Sesi pemantauan tidak terhubung.</translation>
        </message>
        <message>
            <source>The service closed the monitoring session ({reason}).</source>
            <translation>Layanan menutup sesi pemantauan ({reason}).</translation>
        </message>
        <message>
            <source>The service closed the monitoring session (no reason).</source>
            <translation>Layanan menutup sesi pemantauan (tanpa alasan).</translation>
        </message>
    </context>
    <context>
        <name>ParticipantPlot</name>
        <message>
            <source>Date</source>
            <translation>Tanggal</translation>
        </message>
    </context>
    <context>
        <name>PdfReport</name>
        <message>
            <source>Distress</source>
            <translation>Distres</translation>
        </message>
        <message>
            <source>Stress</source>
            <translation>Stres</translation>
        </message>
        <message>
            <source>Exhaustion</source>
            <translation>Kelelahan</translation>
        </message>
        <message>
            <source>Sleep</source>
            <translation>Tidur</translation>
        </message>
        <message>
            <source>Self-esteem</source>
            <translation>Harga diri</translation>
        </message>
        <message>
            <source>Strain</source>
            <translation>Ketegangan</translation>
        </message>
        <message>
            <source>Depression probability</source>
            <translation>Probabilitas depresi</translation>
        </message>
        <message>
            <source>Anxiety probability</source>
            <translation>Probabilitas kecemasan</translation>
        </message>
        <message>
            <source>{disorder} probability</source>
            <translation>Probabilitas {disorder}</translation>
        </message>
        <message>
            <source>Not given</source>
            <translation>Tidak diisi</translation>
        </message>
        <message>
            <source>User label: {user}    Date of birth: {birth}    Sex: {sex}    Language: {language}</source>
            <translation>Label pengguna: {user}    Tanggal lahir: {birth}    Jenis kelamin: {sex}    Bahasa: {language}</translation>
        </message>
        <message>
            <source>not given</source>
            <translation>tidak diisi</translation>
        </message>
        <message>
            <source>Session: {when}    Service: {service}    Model version: {version}</source>
            <translation>Sesi: {when}    Layanan: {service}    Versi model: {version}</translation>
        </message>
        <message>
            <source>not reported by the service</source>
            <translation>tidak dilaporkan oleh layanan</translation>
        </message>
        <message>
            <source>Start s</source>
            <translation>Mulai s</translation>
        </message>
        <message>
            <source>End s</source>
            <translation>Selesai s</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Skor</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Nilai</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>Tingkat keparahan</translation>
        </message>
        <message>
            <source>(no words)</source>
            <translation>(tidak ada kata)</translation>
        </message>
        <message>
            <source>Voxwell results support research and wellness monitoring; they are not a diagnosis. Results of the acoustic reference model (models named {models}, from the local engine or a team server running the same engine) are not the hosted clinical model: use them to compare recordings.</source>
            <translation>Hasil Voxwell mendukung penelitian dan pemantauan kesejahteraan; hasil ini bukan diagnosis. Hasil model acuan akustik (model bernama {models}, dari mesin lokal atau server tim yang menjalankan mesin yang sama) bukan model klinis yang di-hosting: gunakan hasil ini untuk membandingkan rekaman.</translation>
        </message>
        <message>
            <source>{slot}: {text}</source>
            <translation>{slot}: {text}</translation>
        </message>
        <message>
            <source>Read-aloud check: {check}</source>
            <translation>Pemeriksaan membaca nyaring: {check}</translation>
        </message>
        <message numerus="yes">
            <source>No questionnaire was answered within %n day(s) of this session.</source>
            <translation>
                <numerusform>Tidak ada kuesioner yang dijawab dalam %n hari sebelum atau sesudah sesi ini.</numerusform>
            </translation>
        </message>
        <message>
            <source>answered {when}</source>
            <translation>dijawab {when}</translation>
        </message>
        <message>
            <source>total {score} of {most}</source>
            <translation>total {score} dari {most}</translation>
        </message>
        <message>
            <source>total {score}</source>
            <translation>total {score}</translation>
        </message>
        <message>
            <source>answered in {language}</source>
            <translation>dijawab dalam {language}</translation>
        </message>
        <message>
            <source>page {page}</source>
            <translation>halaman {page}</translation>
        </message>
        <message>
            <source>Voxwell session report: {user}</source>
            <translation>Laporan sesi Voxwell: {user}</translation>
        </message>
        <message>
            <source>the PDF could not be started</source>
            <translation>PDF tidak dapat dimulai</translation>
        </message>
        <message>
            <source>run {run}</source>
            <translation>proses {run}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>tidak ada</translation>
        </message>
        <message>
            <source>printed {when}</source>
            <translation>dicetak {when}</translation>
        </message>
        <message>
            <source>headings are coloured as in the chart; ~ marks a continuous measure</source>
            <translation>warna judul kolom sama seperti di grafik; ~ menandai ukuran kontinu</translation>
        </message>
        <message>
            <source>Voxwell session report · {model}</source>
            <translation>Laporan sesi Voxwell · {model}</translation>
        </message>
        <message>
            <source>Transcript</source>
            <translation>Transkrip</translation>
        </message>
        <message>
            <source>Questionnaires in the same period</source>
            <translation>Kuesioner pada periode yang sama</translation>
        </message>
        <message>
            <source>Live monitoring</source>
            <translation>Pemantauan langsung</translation>
        </message>
        <message>
            <source>Disclaimer: {disclaimer}</source>
            <translation>Penafian: {disclaimer}</translation>
        </message>
    </context>
    <context>
        <name>Playback</name>
        <message>
            <source>Cannot play '{file}': {error}. The file may be damaged.</source>
            <translation>Tidak dapat memutar '{file}': {error}. Berkas mungkin rusak.</translation>
        </message>
        <message>
            <source>Cannot play '{file}': {error}</source>
            <translation>Tidak dapat memutar '{file}': {error}</translation>
        </message>
        <message>
            <source>Could not play the recording: {reason}</source>
            <translation>Tidak dapat memutar rekaman: {reason}</translation>
        </message>
        <message>
            <source>Could not stop playing: {reason}</source>
            <translation>Tidak dapat menghentikan pemutaran: {reason}</translation>
        </message>
        <message>
            <source>Could not check playback: {reason}</source>
            <translation>Tidak dapat memeriksa pemutaran: {reason}</translation>
        </message>
    </context>
    <context>
        <name>QuestionnaireLink</name>
        <message>
            <source>Questionnaire link</source>
            <translation>Tautan kuesioner</translation>
        </message>
        <message>
            <source>This link opens on this computer only. To let a phone open it, turn on sharing in Settings &gt; Questionnaires and restart Voxwell.</source>
            <translation>Tautan ini hanya terbuka di komputer ini. Agar ponsel dapat membukanya, aktifkan berbagi di Pengaturan &gt; Kuesioner lalu mulai ulang Voxwell.</translation>
        </message>
    </context>
    <context>
        <name>QuestionnaireResults</name>
        <message>
            <source>This questionnaire has no score.</source>
            <translation>Kuesioner ini tidak memiliki skor.</translation>
        </message>
        <message>
            <source>Score {score} of {max_score} — {severity}</source>
            <translation>Skor {score} dari {max_score} — {severity}</translation>
        </message>
        <message>
            <source>Score {score} of {max_score}</source>
            <translation>Skor {score} dari {max_score}</translation>
        </message>
        <message>
            <source>Score {score} — {severity}</source>
            <translation>Skor {score} — {severity}</translation>
        </message>
        <message>
            <source>Score {score}</source>
            <translation>Skor {score}</translation>
        </message>
        <message>
            <source>(no answer)</source>
            <translation>(tidak ada jawaban)</translation>
        </message>
        <message>
            <source>Safety flag raised</source>
            <translation>Tanda keamanan muncul</translation>
        </message>
        <message>
            <source>The service raised a safety flag on these answers.</source>
            <translation>Layanan memberikan tanda keamanan pada jawaban ini.</translation>
        </message>
        <message>
            <source>{type} for {user}: answered — SAFETY FLAG</source>
            <translation>{type} untuk {user}: dijawab — TANDA KEAMANAN</translation>
        </message>
        <message>
            <source>{type} for {user}: answered</source>
            <translation>{type} untuk {user}: dijawab</translation>
        </message>
        <message>
            <source>{type} for {user}: no longer available at {service}</source>
            <translation>{type} untuk {user}: tidak lagi tersedia di {service}</translation>
        </message>
        <message>
            <source>{type} for {user}: waiting for answers</source>
            <translation>{type} untuk {user}: menunggu jawaban</translation>
        </message>
        <message>
            <source>{service} no longer has this questionnaire (it was deleted).</source>
            <translation>{service} tidak lagi memiliki kuesioner ini (sudah dihapus).</translation>
        </message>
        <message>
            <source>Created at {service}: switch to it to check for answers.</source>
            <translation>Dibuat di {service}: beralih ke layanan tersebut untuk memeriksa jawaban.</translation>
        </message>
        <message>
            <source>Waiting for the user to answer. Copy the link or open it in the browser; the answers appear here by themselves.</source>
            <translation>Menunggu pengguna menjawab. Salin tautan atau buka di peramban; jawaban akan muncul di sini dengan sendirinya.</translation>
        </message>
    </context>
    <context>
        <name>QuestionnaireSettingsBox</name>
        <message>
            <source>Off: a questionnaire link opens on this computer only. On: the questionnaire pages, and nothing else of the engine, are also served on this computer's address on the local network, so a patient's phone on the same network can open the link or scan its QR code. Anyone on that network who has a link can answer it; each link works once and for a day. Used from the next start.</source>
            <translation>Nonaktif: tautan kuesioner hanya terbuka di komputer ini. Aktif: halaman kuesioner, dan tidak ada bagian lain dari mesin, juga disajikan di alamat komputer ini pada jaringan lokal, sehingga ponsel pasien di jaringan yang sama dapat membuka tautan atau memindai kode QR-nya. Siapa pun di jaringan tersebut yang memiliki tautan dapat menjawabnya; setiap tautan berlaku satu kali dan selama satu hari. Digunakan mulai permulaan berikutnya.</translation>
        </message>
        <message>
            <source>Questionnaires</source>
            <translation>Kuesioner</translation>
        </message>
        <message>
            <source>Let patients open questionnaire links on their own phone</source>
            <translation>Izinkan pasien membuka tautan kuesioner di ponsel mereka sendiri</translation>
        </message>
        <message>
            <source>Found at start (this computer's network address)</source>
            <translation>Ditemukan saat mulai (alamat jaringan komputer ini)</translation>
        </message>
        <message>
            <source>Crisis text language</source>
            <translation>Bahasa teks krisis</translation>
        </message>
        <message>
            <source>Crisis text</source>
            <translation>Teks krisis</translation>
        </message>
        <message>
            <source>Network address</source>
            <translation>Alamat jaringan</translation>
        </message>
    </context>
    <context>
        <name>QuestionnaireWatch</name>
        <message>
            <source>{error} Copy the link now: it will not be kept after closing.</source>
            <translation>{error} Salin tautan sekarang: tautan tidak akan disimpan setelah aplikasi ditutup.</translation>
        </message>
        <message>
            <source>The answers arrived but could not be saved: {error} (trying again).</source>
            <translation>Jawaban telah diterima tetapi tidak dapat disimpan: {error} (mencoba lagi).</translation>
        </message>
    </context>
    <context>
        <name>QuestionnairesView</name>
        <message>
            <source>User label</source>
            <translation>Label pengguna</translation>
        </message>
        <message>
            <source>User label (the session's by default)</source>
            <translation>Label pengguna (bawaan: milik sesi)</translation>
        </message>
        <message>
            <source>Questionnaire type</source>
            <translation>Jenis kuesioner</translation>
        </message>
        <message>
            <source>&amp;Create questionnaire</source>
            <translation>&amp;Buat kuesioner</translation>
        </message>
        <message>
            <source>Questionnaires created</source>
            <translation>Kuesioner yang dibuat</translation>
        </message>
        <message>
            <source>Activity link</source>
            <translation>Tautan aktivitas</translation>
        </message>
        <message>
            <source>Co&amp;py link</source>
            <translation>Sa&amp;lin tautan</translation>
        </message>
        <message>
            <source>&amp;Open in browser</source>
            <translation>B&amp;uka di peramban</translation>
        </message>
        <message>
            <source>&amp;QR code</source>
            <translation>Kode &amp;QR</translation>
        </message>
        <message>
            <source>&amp;Patient fills in here…</source>
            <translation>&amp;Pasien mengisi di sini…</translation>
        </message>
        <message>
            <source>Patient's language:</source>
            <translation>Bahasa pasien:</translation>
        </message>
        <message>
            <source>Patient's language</source>
            <translation>Bahasa pasien</translation>
        </message>
        <message>
            <source>The language of the form the patient fills in here: its words and the questionnaire's published wording in that language</source>
            <translation>Bahasa formulir yang diisi pasien di sini: kata-katanya dan rumusan kuesioner yang diterbitkan dalam bahasa tersebut</translation>
        </message>
        <message>
            <source>C&amp;heck now</source>
            <translation>P&amp;eriksa sekarang</translation>
        </message>
        <message>
            <source>Choose a type and create a questionnaire for the user label.</source>
            <translation>Pilih jenis dan buat kuesioner untuk label pengguna.</translation>
        </message>
        <message>
            <source>User label:</source>
            <translation>Label pengguna:</translation>
        </message>
        <message>
            <source>Type:</source>
            <translation>Jenis:</translation>
        </message>
        <message>
            <source>Activity link:</source>
            <translation>Tautan aktivitas:</translation>
        </message>
        <message>
            <source>&amp;Create for {label}</source>
            <translation>&amp;Buat untuk {label}</translation>
        </message>
        <message>
            <source>Enter a user label for the questionnaire.</source>
            <translation>Masukkan label pengguna untuk kuesioner.</translation>
        </message>
        <message>
            <source>No questionnaire types are configured in this installation.</source>
            <translation>Tidak ada jenis kuesioner yang dikonfigurasi pada instalasi ini.</translation>
        </message>
        <message>
            <source>The user label must be 1 to 256 characters long.</source>
            <translation>Label pengguna harus terdiri dari 1 sampai 256 karakter.</translation>
        </message>
        <message>
            <source>Could not check for answers: {error} (trying again).</source>
            <translation>Tidak dapat memeriksa jawaban: {error} (mencoba lagi).</translation>
        </message>
        <message>
            <source>Link copied. Send it to the user or paste it in a browser.</source>
            <translation>Tautan disalin. Kirimkan kepada pengguna atau tempelkan di peramban.</translation>
        </message>
        <message>
            <source>No web browser could be opened. Copy the link and open it by hand.</source>
            <translation>Tidak ada peramban web yang dapat dibuka. Salin tautan dan buka secara manual.</translation>
        </message>
        <message>
            <source>The link was passed to your web browser. If no browser window appears, use Copy link and paste it into one.</source>
            <translation>Tautan telah diteruskan ke peramban web Anda. Jika jendela peramban tidak muncul, gunakan Salin tautan lalu tempelkan ke peramban.</translation>
        </message>
        <message>
            <source>This questionnaire type is not known to this version of Voxwell.</source>
            <translation>Jenis kuesioner ini tidak dikenal oleh versi Voxwell ini.</translation>
        </message>
        <message>
            <source>{name}: answered {time}.</source>
            <translation>{name}: dijawab pada {time}.</translation>
        </message>
    </context>
    <context>
        <name>ReadingPanel</name>
        <message>
            <source>Safety flag</source>
            <translation>Penanda keselamatan</translation>
        </message>
        <message>
            <source>#</source>
            <translation>No.</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>Pertanyaan</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>Jawaban</translation>
        </message>
    </context>
    <context>
        <name>RecordingView</name>
        <message>
            <source>Read aloud: {title} (no passage in the session language; English shown)</source>
            <translation>Membaca nyaring: {title} (tidak ada teks dalam bahasa sesi; ditampilkan dalam bahasa Inggris)</translation>
        </message>
        <message>
            <source>Read aloud: {title}</source>
            <translation>Membaca nyaring: {title}</translation>
        </message>
        <message>
            <source>Ask the mood question, and let the person answer freely</source>
            <translation>Ajukan pertanyaan suasana hati, dan biarkan orang tersebut menjawab dengan bebas</translation>
        </message>
        <message>
            <source>Let the person talk freely, for example about how they have been feeling lately, until the meter shows “Enough speech”.</source>
            <translation>Biarkan orang tersebut berbicara dengan bebas, misalnya tentang perasaannya akhir-akhir ini, hingga meter menampilkan “Ucapan cukup”.</translation>
        </message>
        <message>
            <source>Press Space (or Record) to start, and again to stop.</source>
            <translation>Tekan Spasi (atau Rekam) untuk mulai, dan tekan lagi untuk berhenti.</translation>
        </message>
        <message>
            <source>Recording</source>
            <translation>Perekaman</translation>
        </message>
        <message>
            <source>{instruction}. Space starts and stops the take.</source>
            <translation>{instruction}. Spasi memulai dan menghentikan pengambilan.</translation>
        </message>
        <message>
            <source>Level check: speak and watch the level bar. Press Space to start recording.</source>
            <translation>Cek level: bicaralah dan perhatikan bilah level. Tekan Spasi untuk mulai merekam.</translation>
        </message>
        <message>
            <source>The level check ended, and the microphone is closed. Press Check level to see the level again, or Space to start recording.</source>
            <translation>Cek level telah selesai, dan mikrofon ditutup. Tekan Cek level untuk melihat level lagi, atau Spasi untuk mulai merekam.</translation>
        </message>
        <message>
            <source>Recording the take… press Space to stop.</source>
            <translation>Merekam pengambilan… tekan Spasi untuk berhenti.</translation>
        </message>
        <message>
            <source>Recording {slot}… press Space to stop.</source>
            <translation>Merekam {slot}… tekan Spasi untuk berhenti.</translation>
        </message>
        <message>
            <source>The take was not kept.</source>
            <translation>Pengambilan tidak disimpan.</translation>
        </message>
        <message>
            <source>&lt;b&gt;The take cannot be played here.&lt;/b&gt; {error} It is kept and can still be uploaded.</source>
            <translation>&lt;b&gt;Pengambilan tidak dapat diputar di sini.&lt;/b&gt; {error} Pengambilan tetap disimpan dan masih dapat diunggah.</translation>
        </message>
        <message>
            <source>Playing the take ({clock}).</source>
            <translation>Memutar pengambilan ({clock}).</translation>
        </message>
        <message>
            <source>Playing {slot} ({clock}).</source>
            <translation>Memutar {slot} ({clock}).</translation>
        </message>
        <message>
            <source>Import a recording</source>
            <translation>Impor rekaman</translation>
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
                <numerusform>%n pengambilan yang dipulihkan disimpan untuk {people}: pengambilan ini hanya mengisi slot yang sesuai pada sesi berikutnya dari orang tersebut.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Kept %n take(s) with no owner recorded in the takes folder; import them by hand into the right session.</source>
            <translation>
                <numerusform>%n pengambilan tanpa pemilik yang tercatat disimpan di folder pengambilan; impor secara manual ke sesi yang tepat.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RecoveryDialog</name>
        <message>
            <source>Recordings not uploaded</source>
            <translation>Rekaman yang belum diunggah</translation>
        </message>
        <message>
            <source>Voxwell was closed before these takes were uploaded; any cut short while they were being recorded have been repaired. They can be kept: a kept take fills the matching slot of the next session of the same person, never anyone else's.</source>
            <translation>Voxwell ditutup sebelum pengambilan-pengambilan ini diunggah; yang terpotong saat direkam telah diperbaiki. Pengambilan ini dapat disimpan: pengambilan yang disimpan mengisi slot yang sesuai pada sesi berikutnya dari orang yang sama, tidak pernah sesi orang lain.</translation>
        </message>
        <message numerus="yes">
            <source>%n earlier take(s) of the same slots, recorded again since, were moved to {folder} and will not be offered again.</source>
            <translation>
                <numerusform>%n pengambilan sebelumnya dari slot yang sama, yang sejak itu direkam ulang, telah dipindahkan ke {folder} dan tidak akan ditawarkan lagi.</numerusform>
            </translation>
        </message>
        <message>
            <source>Listen</source>
            <translation>Dengarkan</translation>
        </message>
        <message>
            <source>Keep ticked</source>
            <translation>Simpan yang dicentang</translation>
        </message>
        <message>
            <source>Decide later</source>
            <translation>Putuskan nanti</translation>
        </message>
        <message>
            <source>person unknown</source>
            <translation>orang tidak diketahui</translation>
        </message>
        <message>
            <source>recorded {time}</source>
            <translation>direkam {time}</translation>
        </message>
        <message>
            <source>date unknown</source>
            <translation>tanggal tidak diketahui</translation>
        </message>
        <message>
            <source>speech not measured</source>
            <translation>ucapan belum diukur</translation>
        </message>
        <message>
            <source>{seconds} s of speech</source>
            <translation>{seconds} s ucapan</translation>
        </message>
        <message>
            <source>not uploaded</source>
            <translation>belum diunggah</translation>
        </message>
        <message>
            <source>cut short, repaired</source>
            <translation>terpotong, diperbaiki</translation>
        </message>
        <message>
            <source>{person}, {when}: {slot}, {length} long, {measured} ({state})</source>
            <translation>{person}, {when}: {slot}, durasi {length}, {measured} ({state})</translation>
        </message>
        <message>
            <source>The take cannot be played here. {error}</source>
            <translation>Pengambilan tidak dapat diputar di sini. {error}</translation>
        </message>
    </context>
    <context>
        <name>Region</name>
        <message>
            <source>Default</source>
            <translation>Bawaan</translation>
        </message>
        <message>
            <source>Canada</source>
            <translation>Kanada</translation>
        </message>
        <message>
            <source>United States</source>
            <translation>Amerika Serikat</translation>
        </message>
        <message>
            <source>Local engine</source>
            <translation>Mesin lokal</translation>
        </message>
        <message>
            <source>Team server</source>
            <translation>Server tim</translation>
        </message>
    </context>
    <context>
        <name>ResultsStyle</name>
        <message>
            <source>Distress</source>
            <translation>Distres</translation>
        </message>
        <message>
            <source>Stress</source>
            <translation>Stres</translation>
        </message>
        <message>
            <source>Exhaustion</source>
            <translation>Kelelahan</translation>
        </message>
        <message>
            <source>Sleep propensity</source>
            <translation>Kecenderungan tidur</translation>
        </message>
        <message>
            <source>Low self-esteem</source>
            <translation>Harga diri rendah</translation>
        </message>
        <message>
            <source>Mental strain</source>
            <translation>Ketegangan mental</translation>
        </message>
        <message>
            <source>Depression probability</source>
            <translation>Probabilitas depresi</translation>
        </message>
        <message>
            <source>Anxiety probability</source>
            <translation>Probabilitas kecemasan</translation>
        </message>
        <message>
            <source>Little interest or pleasure</source>
            <translation>Kurang minat atau kesenangan</translation>
        </message>
        <message>
            <source>Feeling down or hopeless</source>
            <translation>Merasa sedih atau putus asa</translation>
        </message>
        <message>
            <source>Sleep problems</source>
            <translation>Masalah tidur</translation>
        </message>
        <message>
            <source>Tired, little energy</source>
            <translation>Lelah, kurang tenaga</translation>
        </message>
        <message>
            <source>Appetite changes</source>
            <translation>Perubahan nafsu makan</translation>
        </message>
        <message>
            <source>Feeling bad about oneself</source>
            <translation>Merasa buruk tentang diri sendiri</translation>
        </message>
        <message>
            <source>Trouble concentrating</source>
            <translation>Sulit berkonsentrasi</translation>
        </message>
        <message>
            <source>Moving or speaking slowly / restless</source>
            <translation>Bergerak atau berbicara lambat / gelisah</translation>
        </message>
        <message>
            <source>Nervous, anxious, on edge</source>
            <translation>Gugup, cemas, tegang</translation>
        </message>
        <message>
            <source>Cannot stop worrying</source>
            <translation>Tidak dapat berhenti khawatir</translation>
        </message>
        <message>
            <source>Worrying too much</source>
            <translation>Terlalu khawatir</translation>
        </message>
        <message>
            <source>Trouble relaxing</source>
            <translation>Sulit bersantai</translation>
        </message>
        <message>
            <source>So restless it is hard to sit still</source>
            <translation>Sangat gelisah hingga sulit duduk diam</translation>
        </message>
        <message>
            <source>Easily annoyed or irritable</source>
            <translation>Mudah kesal atau tersinggung</translation>
        </message>
        <message>
            <source>Afraid something awful might happen</source>
            <translation>Takut sesuatu yang buruk akan terjadi</translation>
        </message>
        <message>
            <source>Acoustic reference model (local engine) — not the hosted clinical model. Use these values to compare recordings, not to diagnose.</source>
            <translation>Model acuan akustik (mesin lokal) — bukan model klinis yang dihosting. Gunakan nilai ini untuk membandingkan rekaman, bukan untuk mendiagnosis.</translation>
        </message>
        <message>
            <source>Acoustic reference model (team server, which runs the same engine as the local one) — not the hosted clinical model. Use these values to compare recordings, not to diagnose.</source>
            <translation>Model acuan akustik (server tim, yang menjalankan mesin yang sama dengan mesin lokal) — bukan model klinis yang dihosting. Gunakan nilai ini untuk membandingkan rekaman, bukan untuk mendiagnosis.</translation>
        </message>
        <message>
            <source>unknown time</source>
            <translation>waktu tidak diketahui</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Durasi</translation>
        </message>
        <message>
            <source>Speech</source>
            <translation>Ucapan</translation>
        </message>
        <message>
            <source>F0 mean</source>
            <translation>Rerata F0</translation>
        </message>
        <message>
            <source>F0 SD</source>
            <translation>Simpangan baku F0</translation>
        </message>
        <message>
            <source>Jitter (local)</source>
            <translation>Jitter (lokal)</translation>
        </message>
        <message>
            <source>Shimmer (local)</source>
            <translation>Shimmer (lokal)</translation>
        </message>
        <message>
            <source>HNR</source>
            <translation>HNR</translation>
        </message>
        <message>
            <source>Intensity mean</source>
            <translation>Rerata intensitas</translation>
        </message>
        <message>
            <source>Intensity SD</source>
            <translation>Simpangan baku intensitas</translation>
        </message>
        <message>
            <source>Syllables</source>
            <translation>Suku kata</translation>
        </message>
        <message>
            <source>Speech rate</source>
            <translation>Laju ucapan</translation>
        </message>
        <message>
            <source>Articulation rate</source>
            <translation>Laju artikulasi</translation>
        </message>
        <message>
            <source>Pauses</source>
            <translation>Jeda</translation>
        </message>
        <message>
            <source>Pause mean</source>
            <translation>Rerata jeda</translation>
        </message>
        <message>
            <source>Length of the section (of the take, in a two-recording run).</source>
            <translation>Panjang bagian (dari pengambilan, pada proses dua rekaman).</translation>
        </message>
        <message>
            <source>Seconds the speech detector (Silero VAD) counts as speech.</source>
            <translation>Detik yang dihitung sebagai ucapan oleh pendeteksi ucapan (Silero VAD).</translation>
        </message>
        <message>
            <source>Mean pitch (F0) over voiced frames: Praat's To Pitch (ac), in the speaker's own pitch range.</source>
            <translation>Rerata nada (F0) pada bingkai bersuara: To Pitch (ac) dari Praat, dalam rentang nada penutur sendiri.</translation>
        </message>
        <message>
            <source>The same mean pitch, in semitones above 100 Hz.</source>
            <translation>Rerata nada yang sama, dalam semiton di atas 100 Hz.</translation>
        </message>
        <message>
            <source>Pitch variation (intonation): standard deviation of F0 in semitones.</source>
            <translation>Variasi nada (intonasi): simpangan baku F0 dalam semiton.</translation>
        </message>
        <message>
            <source>Cycle-to-cycle variation of the pitch period: Praat's jitter (local).</source>
            <translation>Variasi periode nada dari siklus ke siklus: jitter (lokal) Praat.</translation>
        </message>
        <message>
            <source>Cycle-to-cycle variation of the amplitude: Praat's shimmer (local).</source>
            <translation>Variasi amplitudo dari siklus ke siklus: shimmer (lokal) Praat.</translation>
        </message>
        <message>
            <source>Harmonics-to-noise ratio: Praat's To Harmonicity (cc); lower sounds breathier or hoarser.</source>
            <translation>Rasio harmonik terhadap derau: To Harmonicity (cc) dari Praat; nilai lebih rendah terdengar lebih berdesah atau serak.</translation>
        </message>
        <message>
            <source>Mean intensity of the frames inside speech (an energy average); it depends on the microphone and its distance.</source>
            <translation>Rerata intensitas bingkai di dalam ucapan (rata-rata energi); bergantung pada mikrofon dan jaraknya.</translation>
        </message>
        <message>
            <source>Variation of intensity across the frames inside speech.</source>
            <translation>Variasi intensitas di seluruh bingkai di dalam ucapan.</translation>
        </message>
        <message>
            <source>Syllable nuclei (de Jong &amp; Wempe 2009): voiced intensity peaks in speech.</source>
            <translation>Inti suku kata (de Jong &amp; Wempe 2009): puncak intensitas bersuara dalam ucapan.</translation>
        </message>
        <message>
            <source>Syllables per second of the whole section, pauses included.</source>
            <translation>Suku kata per detik untuk seluruh bagian, termasuk jeda.</translation>
        </message>
        <message>
            <source>Syllables per second of speech alone, pauses left out.</source>
            <translation>Suku kata per detik hanya untuk ucapan, tanpa jeda.</translation>
        </message>
        <message>
            <source>Silences of at least 0.25 s between stretches of speech.</source>
            <translation>Keheningan minimal 0,25 s di antara bagian ucapan.</translation>
        </message>
        <message>
            <source>Mean length of those pauses.</source>
            <translation>Rerata panjang jeda tersebut.</translation>
        </message>
        <message>
            <source>{label} (continuous)</source>
            <translation>{label} (kontinu)</translation>
        </message>
        <message>
            <source>None</source>
            <translation>Tidak ada</translation>
        </message>
        <message>
            <source>Mild</source>
            <translation>Ringan</translation>
        </message>
        <message>
            <source>Moderate</source>
            <translation>Sedang</translation>
        </message>
        <message>
            <source>Severe</source>
            <translation>Berat</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Tidak diketahui</translation>
        </message>
    </context>
    <context>
        <name>ResultsTable</name>
        <message>
            <source>Section</source>
            <translation>Bagian</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>Ukuran</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Nilai</translation>
        </message>
        <message>
            <source>Band</source>
            <translation>Kategori</translation>
        </message>
        <message>
            <source>Measures by section as a table</source>
            <translation>Ukuran per bagian dalam bentuk tabel</translation>
        </message>
        <message>
            <source>One row per section and measure: the section's time span, the measure, its value from 0 to 1 and its band. Enter plays the section.</source>
            <translation>Satu baris per bagian dan ukuran: rentang waktu bagian, ukuran, nilainya dari 0 sampai 1, dan kategorinya. Enter memutar bagian tersebut.</translation>
        </message>
        <message>
            <source>no band (continuous)</source>
            <translation>tanpa kategori (kontinu)</translation>
        </message>
    </context>
    <context>
        <name>ResultsView</name>
        <message>
            <source>Open a session from History, or finish a recording, to see results here.</source>
            <translation>Buka sesi dari Riwayat, atau selesaikan perekaman, untuk melihat hasilnya di sini.</translation>
        </message>
        <message>
            <source>No session open</source>
            <translation>Tidak ada sesi yang dibuka</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Skor</translation>
        </message>
        <message>
            <source>Scores as a table</source>
            <translation>Skor dalam tabel</translation>
        </message>
        <message>
            <source>Inspect</source>
            <translation>Periksa</translation>
        </message>
        <message>
            <source>The take's spectrogram, pitch, intensity and words</source>
            <translation>Spektrogram, nada, intensitas, dan kata dari pengambilan</translation>
        </message>
        <message>
            <source>Model version: {version}</source>
            <translation>Versi model: {version}</translation>
        </message>
        <message>
            <source>Model version: not reported by the service</source>
            <translation>Versi model: tidak dilaporkan oleh layanan</translation>
        </message>
        <message>
            <source>Warnings: {warnings}</source>
            <translation>Peringatan: {warnings}</translation>
        </message>
        <message numerus="yes">
            <source>Live monitoring raised %n alert(s) while recording; the highest: {heading}: {reason} Captions and alerts with their times are in the PDF report. {note}</source>
            <translation>
                <numerusform>Pemantauan langsung memunculkan %n peringatan selama perekaman; yang tertinggi: {heading}: {reason} Teks dan peringatan beserta waktunya tercantum dalam laporan PDF. {note}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Live monitoring raised %n alert(s) while recording; the highest: {heading}. Captions and alerts with their times are in the PDF report. {note}</source>
            <translation>
                <numerusform>Pemantauan langsung memunculkan %n peringatan selama perekaman; yang tertinggi: {heading}. Teks dan peringatan beserta waktunya tercantum dalam laporan PDF. {note}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The stored results cannot be shown: they do not have the expected shape (%n problem(s)). Export them as JSON to inspect them.</source>
            <translation>
                <numerusform>Hasil yang tersimpan tidak dapat ditampilkan: bentuknya tidak sesuai dengan yang diharapkan (%n masalah). Ekspor hasil tersebut sebagai JSON untuk memeriksanya.</numerusform>
            </translation>
        </message>
        <message>
            <source>The audio takes were saved in {path}</source>
            <translation>Pengambilan audio disimpan di {path}</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>Disimpan: {path}</translation>
        </message>
        <message>
            <source>The take file of this session is missing; cannot play.</source>
            <translation>Berkas pengambilan sesi ini tidak ada; tidak dapat diputar.</translation>
        </message>
        <message>
            <source>Cannot play this section: {reason}</source>
            <translation>Bagian ini tidak dapat diputar: {reason}</translation>
        </message>
        <message>
            <source>Cannot play this section: playback is unavailable ({reason}).</source>
            <translation>Bagian ini tidak dapat diputar: pemutaran tidak tersedia ({reason}).</translation>
        </message>
        <message>
            <source>Playing section {number} ({start}–{end}).</source>
            <translation>Memutar bagian {number} ({start}–{end}).</translation>
        </message>
    </context>
    <context>
        <name>Retention</name>
        <message>
            <source>This recording was removed on {date} under the retention rule. The results are kept.</source>
            <translation>Rekaman ini dihapus pada {date} sesuai aturan retensi. Hasilnya tetap disimpan.</translation>
        </message>
        <message numerus="yes">
            <source>This recording was removed on {date} under the retention rule (kept %n day(s) after results). The results are kept.</source>
            <translation>
                <numerusform>Rekaman ini dihapus pada {date} sesuai aturan retensi (disimpan %n hari setelah hasil tersedia). Hasilnya tetap disimpan.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RunPolling</name>
        <message>
            <source>Run {run_id} did not finish within {seconds} s; it was last {status}. It may still finish: look it up again later.</source>
            <translation>Proses {run_id} tidak selesai dalam {seconds} s; status terakhirnya {status}. Proses itu mungkin masih selesai: periksa lagi nanti.</translation>
        </message>
        <message>
            <source>Run {run_id} did not finish within {seconds} s; no status was read. It may still finish: look it up again later.</source>
            <translation>Proses {run_id} tidak selesai dalam {seconds} s; tidak ada status yang terbaca. Proses itu mungkin masih selesai: periksa lagi nanti.</translation>
        </message>
        <message>
            <source>The last error was: {error}</source>
            <translation>Galat terakhir: {error}</translation>
        </message>
    </context>
    <context>
        <name>ScatterPlot</name>
        <message>
            <source>n = {n}: too few pairs (or no spread) for Spearman's rho</source>
            <translation>n = {n}: terlalu sedikit pasangan (atau tanpa sebaran) untuk rho Spearman</translation>
        </message>
        <message>
            <source>Spearman's rho {rho} ({share} % CI {low} to {high}), n = {n}</source>
            <translation>rho Spearman {rho} (IK {share} %: {low} sampai {high}), n = {n}</translation>
        </message>
        <message>
            <source>Model {version}</source>
            <translation>Model {version}</translation>
        </message>
        <message>
            <source>Model {version}: {correlation}</source>
            <translation>Model {version}: {correlation}</translation>
        </message>
    </context>
    <context>
        <name>SealedData</name>
        <message>
            <source>{file} is encrypted, and this computer's keyring does not hold its key.</source>
            <translation>{file} terenkripsi, dan keyring komputer ini tidak menyimpan kuncinya.</translation>
        </message>
        <message>
            <source>The file is not readable with this computer's data key (altered, damaged or sealed with another key).</source>
            <translation>Berkas tidak dapat dibaca dengan kunci data komputer ini (diubah, rusak, atau disegel dengan kunci lain).</translation>
        </message>
    </context>
    <context>
        <name>ServiceConfig</name>
        <message>
            <source>{address} is not a service address; give one like https://api.example.org (or http://127.0.0.1:PORT for an engine on this machine).</source>
            <translation>{address} bukan alamat layanan; berikan alamat seperti https://api.example.org (atau http://127.0.0.1:PORT untuk mesin di komputer ini).</translation>
        </message>
        <message>
            <source>A service address has no user name, password, query or fragment; give only scheme, host, port and path.</source>
            <translation>Alamat layanan tidak boleh memuat nama pengguna, kata sandi, kueri, atau fragmen; berikan hanya skema, host, port, dan jalur.</translation>
        </message>
        <message>
            <source>Refusing plain http to {host}: the API key would travel unencrypted. Use an https address.</source>
            <translation>Menolak http biasa ke {host}: kunci API akan terkirim tanpa enkripsi. Gunakan alamat https.</translation>
        </message>
        <message>
            <source>Refusing plain http to {host}: plain http is allowed only for this computer or a private network address ({networks}). Use an https address.</source>
            <translation>Menolak http biasa ke {host}: http biasa hanya diizinkan untuk komputer ini atau alamat jaringan privat ({networks}). Gunakan alamat https.</translation>
        </message>
        <message>
            <source>Plain http to {host}: the API key, the recordings and the results travel unencrypted over this network. Use https unless every machine on it is trusted.</source>
            <translation>http biasa ke {host}: kunci API, rekaman, dan hasil terkirim tanpa enkripsi melalui jaringan ini. Gunakan https kecuali semua komputer di jaringan itu tepercaya.</translation>
        </message>
        <message>
            <source>The team server has no address yet: give the one your administrator set up (for example https://voxwell.your-organisation.org).</source>
            <translation>Server tim belum memiliki alamat: berikan alamat yang disiapkan administrator Anda (misalnya https://voxwell.your-organisation.org).</translation>
        </message>
    </context>
    <context>
        <name>ServiceConnection</name>
        <message>
            <source>starting</source>
            <translation>sedang dimulai</translation>
        </message>
        <message>
            <source>The local engine is not ready ({state}). Wait a moment, or choose a region in Settings.</source>
            <translation>Mesin lokal belum siap ({state}). Tunggu sebentar, atau pilih wilayah di pengaturan.</translation>
        </message>
        <message>
            <source>No address is set for {service}. Enter it in Settings.</source>
            <translation>Belum ada alamat untuk {service}. Masukkan di pengaturan.</translation>
        </message>
        <message>
            <source>No API key is stored for {service}. Enter it in Settings.</source>
            <translation>Tidak ada kunci API yang tersimpan untuk {service}. Masukkan di pengaturan.</translation>
        </message>
    </context>
    <context>
        <name>SessionFooter</name>
        <message>
            <source>&amp;Back to setup</source>
            <translation>&amp;Kembali ke penyiapan</translation>
        </message>
        <message>
            <source>&amp;Upload and analyse</source>
            <translation>&amp;Unggah dan analisis</translation>
        </message>
        <message>
            <source>The person has &amp;agreed to the recording and its analysis</source>
            <translation>&amp;Orang ini menyetujui perekaman dan analisisnya</translation>
        </message>
        <message>
            <source>Back to the session's details: {key}</source>
            <translation>Kembali ke data sesi: {key}</translation>
        </message>
        <message>
            <source>Send the takes to the service and analyse them: {key}</source>
            <translation>Kirim pengambilan ke layanan dan analisis: {key}</translation>
        </message>
        <message>
            <source>Consent has not been given yet.</source>
            <translation>Persetujuan belum diberikan.</translation>
        </message>
    </context>
    <context>
        <name>SessionReport</name>
        <message>
            <source>Not the passage: only {correct} of the take's words follow the passage in order. The person may have talked instead of reading; record the read-aloud take again from the passage.</source>
            <translation>Bukan teks bacaan: hanya {correct} kata dalam pengambilan ini yang mengikuti teks bacaan secara berurutan. Orang tersebut mungkin berbicara alih-alih membaca; rekam ulang pengambilan membaca nyaring dari teks bacaan.</translation>
        </message>
        <message>
            <source>Passage read: {correct} of {words} words read correctly, {skipped} skipped, {misread} misread, {added} added; {pace} words per minute.</source>
            <translation>Teks bacaan dibaca: {correct} dari {words} kata dibaca dengan benar, {skipped} terlewat, {misread} salah baca, {added} tambahan; {pace} kata per menit.</translation>
        </message>
        <message>
            <source>Warning from the service: {warning}</source>
            <translation>Peringatan dari layanan: {warning}</translation>
        </message>
        <message>
            <source>No warnings from the service, and live monitoring raised no alert.</source>
            <translation>Tidak ada peringatan dari layanan, dan pemantauan langsung tidak memunculkan peringatan.</translation>
        </message>
        <message>
            <source>No warnings from the service.</source>
            <translation>Tidak ada peringatan dari layanan.</translation>
        </message>
        <message>
            <source>{heading} while recording in the {slot} at {time}: {reason}</source>
            <translation>{heading} saat merekam, pada {slot}, di {time}: {reason}</translation>
        </message>
        <message>
            <source>{heading} while recording in the {slot} at {time}.</source>
            <translation>{heading} saat merekam, pada {slot}, di {time}.</translation>
        </message>
        <message>
            <source>{heading} while recording in the {slot}: {reason}</source>
            <translation>{heading} saat merekam, pada {slot}: {reason}</translation>
        </message>
        <message>
            <source>{heading} while recording in the {slot}.</source>
            <translation>{heading} saat merekam, pada {slot}.</translation>
        </message>
        <message>
            <source>{heading} while recording at {time}: {reason}</source>
            <translation>{heading} saat merekam, di {time}: {reason}</translation>
        </message>
        <message>
            <source>{heading} while recording at {time}.</source>
            <translation>{heading} saat merekam, di {time}.</translation>
        </message>
        <message>
            <source>{heading} while recording: {reason}</source>
            <translation>{heading} saat merekam: {reason}</translation>
        </message>
        <message>
            <source>{heading} while recording.</source>
            <translation>{heading} saat merekam.</translation>
        </message>
        <message>
            <source>{heading} at {time}: {reason}</source>
            <translation>{heading} pada {time}: {reason}</translation>
        </message>
        <message>
            <source>{heading} at {time}</source>
            <translation>{heading} pada {time}</translation>
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
            <translation>Sesi ini belum memiliki hasil, jadi tidak ada yang dapat diekspor.</translation>
        </message>
        <message numerus="yes">
            <source>The stored results do not have the expected shape (%n problem(s)); they cannot be exported in this format.</source>
            <translation>
                <numerusform>Hasil yang tersimpan tidak memiliki bentuk yang diharapkan (%n masalah); hasil tersebut tidak dapat diekspor dalam format ini.</numerusform>
            </translation>
        </message>
        <message>
            <source>The service returned no scores for this run.</source>
            <translation>Layanan tidak mengembalikan skor untuk proses ini.</translation>
        </message>
        <message>
            <source>The service returned no sections for this recording.</source>
            <translation>Layanan tidak mengembalikan bagian untuk rekaman ini.</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>tidak ada alasan yang diberikan</translation>
        </message>
        <message>
            <source>The analysis failed ({code}): {reason}</source>
            <translation>Analisis gagal ({code}): {reason}</translation>
        </message>
        <message>
            <source>This session was cancelled before results arrived.</source>
            <translation>Sesi ini dibatalkan sebelum hasil diterima.</translation>
        </message>
        <message>
            <source>No results yet: the session is {status}.</source>
            <translation>Belum ada hasil: status sesi adalah {status}.</translation>
        </message>
    </context>
    <context>
        <name>SessionSetupView</name>
        <message>
            <source>A study code, e.g. P-0042</source>
            <translation>Kode studi, mis. P-0042</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Tahun</translation>
        </message>
        <message>
            <source>Month unknown</source>
            <translation>Bulan tidak diketahui</translation>
        </message>
        <message>
            <source>Day unknown</source>
            <translation>Tanggal tidak diketahui</translation>
        </message>
        <message>
            <source>Year of birth</source>
            <translation>Tahun lahir</translation>
        </message>
        <message>
            <source>Month of birth</source>
            <translation>Bulan lahir</translation>
        </message>
        <message>
            <source>Day of birth</source>
            <translation>Tanggal lahir (hari)</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Model</translation>
        </message>
        <message>
            <source>Delete the recordings at the service after analysis</source>
            <translation>Hapus rekaman di layanan setelah analisis</translation>
        </message>
        <message>
            <source>The person has agreed to the recording and its analysis (required before upload)</source>
            <translation>Orang ini menyetujui perekaman dan analisisnya (wajib sebelum diunggah)</translation>
        </message>
        <message>
            <source>Start recording</source>
            <translation>Mulai merekam</translation>
        </message>
        <message>
            <source>User label</source>
            <translation>Label pengguna</translation>
        </message>
        <message>
            <source>Date of birth</source>
            <translation>Tanggal lahir</translation>
        </message>
        <message>
            <source>Birth sex</source>
            <translation>Jenis kelamin saat lahir</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Bahasa</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>Sesi baru</translation>
        </message>
        <message>
            <source>not given</source>
            <translation>tidak diisi</translation>
        </message>
        <message>
            <source>Enter a user label: a code for the person, not their name.</source>
            <translation>Masukkan label pengguna: kode untuk orang tersebut, bukan namanya.</translation>
        </message>
        <message>
            <source>Enter at least the year of birth.</source>
            <translation>Masukkan setidaknya tahun lahir.</translation>
        </message>
        <message>
            <source>{month} {year} has no day {day}; correct the date of birth.</source>
            <translation>{month} {year} tidak memiliki tanggal {day}; perbaiki tanggal lahir.</translation>
        </message>
        <message>
            <source>The date of birth is in the future; correct it.</source>
            <translation>Tanggal lahir berada di masa depan; perbaikilah.</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Looking in the keyring…</source>
            <translation>Mencari di keyring…</translation>
        </message>
        <message>
            <source>Local engine (on this computer)</source>
            <translation>Mesin lokal (di komputer ini)</translation>
        </message>
        <message>
            <source>Team server (your organisation's engine)</source>
            <translation>Server tim (mesin organisasi Anda)</translation>
        </message>
        <message>
            <source>Default region</source>
            <translation>Wilayah bawaan</translation>
        </message>
        <message>
            <source>Canada region</source>
            <translation>Wilayah Kanada</translation>
        </message>
        <message>
            <source>United States region</source>
            <translation>Wilayah Amerika Serikat</translation>
        </message>
        <message>
            <source>Team server address</source>
            <translation>Alamat server tim</translation>
        </message>
        <message>
            <source>Default address</source>
            <translation>Alamat bawaan</translation>
        </message>
        <message>
            <source>Canada address</source>
            <translation>Alamat Kanada</translation>
        </message>
        <message>
            <source>United States address</source>
            <translation>Alamat Amerika Serikat</translation>
        </message>
        <message>
            <source>Team server API key</source>
            <translation>Kunci API server tim</translation>
        </message>
        <message>
            <source>Default API key</source>
            <translation>Kunci API bawaan</translation>
        </message>
        <message>
            <source>Canada API key</source>
            <translation>Kunci API Kanada</translation>
        </message>
        <message>
            <source>United States API key</source>
            <translation>Kunci API Amerika Serikat</translation>
        </message>
        <message>
            <source>Recordings are removed from this computer this many days after their results arrive; results are kept.</source>
            <translation>Rekaman dihapus dari komputer ini sekian hari setelah hasilnya tiba; hasil tetap disimpan.</translation>
        </message>
        <message>
            <source>A Voxwell engine your organisation runs for its computers: the same engine as the local one, so its results come from the acoustic reference model, not the hosted clinical model.</source>
            <translation>Mesin Voxwell yang dijalankan organisasi Anda untuk komputer-komputernya: mesin yang sama dengan mesin lokal, sehingga hasilnya berasal dari model acuan akustik, bukan model klinis yang di-hosting.</translation>
        </message>
        <message>
            <source>{region} region</source>
            <translation>Wilayah {region}</translation>
        </message>
        <message>
            <source>{service} address</source>
            <translation>Alamat {service}</translation>
        </message>
        <message>
            <source>{service} API key</source>
            <translation>Kunci API {service}</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Pengaturan</translation>
        </message>
        <message>
            <source>{problem} Start Voxwell with the key in the {variable} environment variable instead.</source>
            <translation>{problem} Sebagai gantinya, mulai Voxwell dengan kunci di variabel lingkungan {variable}.</translation>
        </message>
        <message>
            <source>Service in use</source>
            <translation>Layanan yang digunakan</translation>
        </message>
        <message>
            <source>Local engine key</source>
            <translation>Kunci mesin lokal</translation>
        </message>
        <message>
            <source>The same port at every start keeps questionnaire links working after a restart. The engine listens on this computer only (127.0.0.1). Used from the next start.</source>
            <translation>Port yang sama di setiap permulaan menjaga tautan kuesioner tetap berfungsi setelah dimulai ulang. Mesin hanya mendengarkan di komputer ini (127.0.0.1). Digunakan mulai permulaan berikutnya.</translation>
        </message>
        <message>
            <source>Local engine port</source>
            <translation>Port mesin lokal</translation>
        </message>
        <message>
            <source>Bundled: Whisper tiny.en (English) and base (others)</source>
            <translation>Bawaan: Whisper tiny.en (Inggris) dan base (lainnya)</translation>
        </message>
        <message>
            <source>A folder holding a CTranslate2 conversion of Whisper (model.bin, config.json, tokenizer.json, vocabulary.txt), such as small or large-v3-turbo, to transcribe with instead of the bundled models. Every result names the model that made its words. Used from the next start.</source>
            <translation>Folder berisi konversi CTranslate2 dari Whisper (model.bin, config.json, tokenizer.json, vocabulary.txt), seperti small atau large-v3-turbo, untuk mentranskripsi sebagai pengganti model bawaan. Setiap hasil menyebutkan model yang menghasilkan kata-katanya. Digunakan mulai permulaan berikutnya.</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>Pilih…</translation>
        </message>
        <message>
            <source>Speech recognition model</source>
            <translation>Model pengenalan ucapan</translation>
        </message>
        <message>
            <source>Service</source>
            <translation>Layanan</translation>
        </message>
        <message>
            <source>System default input</source>
            <translation>Masukan bawaan sistem</translation>
        </message>
        <message>
            <source>Use a file as input instead of a microphone</source>
            <translation>Gunakan berkas sebagai masukan alih-alih mikrofon</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Telusuri…</translation>
        </message>
        <message>
            <source>Microphone</source>
            <translation>Mikrofon</translation>
        </message>
        <message>
            <source>Input file</source>
            <translation>Berkas masukan</translation>
        </message>
        <message>
            <source>Input</source>
            <translation>Masukan</translation>
        </message>
        <message>
            <source>Delete recordings at the service after analysis</source>
            <translation>Hapus rekaman di layanan setelah analisis</translation>
        </message>
        <message>
            <source>Live captions and alerts while recording</source>
            <translation>Teks langsung dan peringatan saat merekam</translation>
        </message>
        <message>
            <source>A screen reader reads each live caption aloud</source>
            <translation>Pembaca layar membacakan setiap teks langsung dengan nyaring</translation>
        </message>
        <message>
            <source>Off: the captions can be reviewed in their box without being read out over the person speaking. Safety alerts are always read out at once.</source>
            <translation>Nonaktif: teks dapat ditinjau di kotaknya tanpa dibacakan saat orang tersebut berbicara. Peringatan keselamatan selalu langsung dibacakan.</translation>
        </message>
        <message>
            <source>Empty: the question in each session's language</source>
            <translation>Kosong: pertanyaan dalam bahasa tiap sesi</translation>
        </message>
        <message>
            <source> days</source>
            <translation> hari</translation>
        </message>
        <message>
            <source>0: removed at the next start.</source>
            <translation>0: dihapus pada permulaan berikutnya.</translation>
        </message>
        <message>
            <source>&amp;Keep recordings</source>
            <translation>&amp;Simpan rekaman</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Bahasa</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Model</translation>
        </message>
        <message>
            <source>Birth sex</source>
            <translation>Jenis kelamin saat lahir</translation>
        </message>
        <message>
            <source>Mood question</source>
            <translation>Pertanyaan suasana hati</translation>
        </message>
        <message>
            <source>The take's audio then also streams to the service.</source>
            <translation>Audio pengambilan kemudian juga dialirkan ke layanan.</translation>
        </message>
        <message>
            <source>Session defaults</source>
            <translation>Bawaan sesi</translation>
        </message>
        <message>
            <source>Follow the system</source>
            <translation>Ikuti sistem</translation>
        </message>
        <message>
            <source>Used the next time Voxwell starts.</source>
            <translation>Digunakan saat Voxwell dimulai berikutnya.</translation>
        </message>
        <message>
            <source>&amp;Language of the app</source>
            <translation>&amp;Bahasa aplikasi</translation>
        </message>
        <message>
            <source>Paste a new API key to store it</source>
            <translation>Tempel kunci API baru untuk menyimpannya</translation>
        </message>
        <message>
            <source>Made when the local engine first starts.</source>
            <translation>Dibuat saat mesin lokal pertama kali dimulai.</translation>
        </message>
        <message>
            <source>Kept in the system keyring.</source>
            <translation>Disimpan di keyring sistem.</translation>
        </message>
        <message>
            <source>There is no system keyring, so it is kept in a file only your user account can read: {file}</source>
            <translation>Tidak ada keyring sistem, sehingga kunci disimpan di berkas yang hanya dapat dibaca oleh akun pengguna Anda: {file}</translation>
        </message>
        <message>
            <source>No key saved yet.</source>
            <translation>Belum ada kunci yang disimpan.</translation>
        </message>
        <message>
            <source>Enter a valid address first.</source>
            <translation>Masukkan alamat yang valid terlebih dahulu.</translation>
        </message>
        <message>
            <source>A key is stored in the system keyring.</source>
            <translation>Sebuah kunci tersimpan di keyring sistem.</translation>
        </message>
        <message>
            <source>No microphone was found; a file can be used as input.</source>
            <translation>Tidak ada mikrofon yang ditemukan; berkas dapat digunakan sebagai masukan.</translation>
        </message>
        <message>
            <source>Audio files</source>
            <translation>Berkas audio</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Semua berkas</translation>
        </message>
        <message>
            <source>Whisper model folder (CTranslate2)</source>
            <translation>Folder model Whisper (CTranslate2)</translation>
        </message>
        <message>
            <source>Choose the file to use as input, or untick “Use a file”.</source>
            <translation>Pilih berkas yang akan digunakan sebagai masukan, atau hapus centang “Gunakan berkas”.</translation>
        </message>
        <message>
            <source>A setting is not valid: {problem}.</source>
            <translation>Ada pengaturan yang tidak valid: {problem}.</translation>
        </message>
        <message>
            <source>Team server address: enter the address your administrator gave you, or choose another service.</source>
            <translation>Alamat server tim: masukkan alamat yang diberikan administrator Anda, atau pilih layanan lain.</translation>
        </message>
        <message>
            <source>{field}: enter the address first; the key is stored for that address.</source>
            <translation>{field}: masukkan alamat terlebih dahulu; kunci disimpan untuk alamat tersebut.</translation>
        </message>
        <message>
            <source>The settings could not be saved. {reason}</source>
            <translation>Pengaturan tidak dapat disimpan. {reason}</translation>
        </message>
    </context>
    <context>
        <name>SpanPlayer</name>
        <message>
            <source>The take file is missing; nothing to play.</source>
            <translation>Berkas pengambilan tidak ada; tidak ada yang dapat diputar.</translation>
        </message>
        <message>
            <source>Cannot play: {reason}</source>
            <translation>Tidak dapat memutar: {reason}</translation>
        </message>
        <message>
            <source>Playing {start}–{end} s.</source>
            <translation>Memutar {start}–{end} s.</translation>
        </message>
        <message>
            <source>Stopped ({start}–{end} s was playing).</source>
            <translation>Dihentikan ({start}–{end} s sedang diputar).</translation>
        </message>
    </context>
    <context>
        <name>SpeechMeter</name>
        <message>
            <source>No signal: the microphone is sending pure silence. Check that it is switched on and not muted, that Voxwell is allowed to use it (on macOS: System Settings &gt; Privacy &amp; Security &gt; Microphone), or choose another input.</source>
            <translation>Tidak ada sinyal: mikrofon hanya mengirim keheningan. Pastikan mikrofon menyala dan tidak dibisukan, bahwa Voxwell diizinkan menggunakannya (di macOS: Pengaturan Sistem &gt; Privasi &amp; Keamanan &gt; Mikrofon), atau pilih masukan lain.</translation>
        </message>
        <message>
            <source>The background is noisy ({floor} dBFS): move somewhere quieter or closer to the microphone; noise can make speech harder to measure.</source>
            <translation>Latar belakang bising ({floor} dBFS): pindah ke tempat yang lebih tenang atau lebih dekat ke mikrofon; derau dapat menyulitkan pengukuran ucapan.</translation>
        </message>
        <message>
            <source>The sound is too loud and has clipped once: move a little away from the microphone or turn its input gain down.</source>
            <translation>Suara terlalu keras dan telah terpotong (klip) satu kali: menjauhlah sedikit dari mikrofon atau turunkan penguatan masukannya.</translation>
        </message>
        <message numerus="yes">
            <source>The sound is too loud and has clipped %n time(s): move a little away from the microphone or turn its input gain down.</source>
            <translation>
                <numerusform>Suara terlalu keras dan telah terpotong (klip) %n kali: menjauhlah sedikit dari mikrofon atau turunkan penguatan masukannya.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StudyExports</name>
        <message>
            <source>{kind} is not a dataset kind ({kinds})</source>
            <translation>{kind} bukan jenis dataset ({kinds})</translation>
        </message>
        <message>
            <source>Voxwell study chart</source>
            <translation>Grafik studi Voxwell</translation>
        </message>
    </context>
    <context>
        <name>StudyTableModel</name>
        <message>
            <source>Session</source>
            <translation>Sesi</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Proses</translation>
        </message>
        <message>
            <source>User label</source>
            <translation>Label pengguna</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Tanggal</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Model</translation>
        </message>
        <message>
            <source>Model version</source>
            <translation>Versi model</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Bahasa</translation>
        </message>
        <message>
            <source>{form} total</source>
            <translation>Total {form}</translation>
        </message>
    </context>
    <context>
        <name>StudyView</name>
        <message>
            <source>Table</source>
            <translation>Tabel</translation>
        </message>
        <message>
            <source>Groups</source>
            <translation>Kelompok</translation>
        </message>
        <message>
            <source>Questionnaires</source>
            <translation>Kuesioner</translation>
        </message>
        <message>
            <source>Participants</source>
            <translation>Peserta</translation>
        </message>
        <message>
            <source>Any day</source>
            <translation>Hari apa pun</translation>
        </message>
        <message>
            <source>Study view</source>
            <translation>Tampilan studi</translation>
        </message>
        <message>
            <source>This computer's &amp;history</source>
            <translation>&amp;Riwayat komputer ini</translation>
        </message>
        <message>
            <source>Open &amp;study file…</source>
            <translation>Buka berkas &amp;studi…</translation>
        </message>
        <message>
            <source>Sessions from</source>
            <translation>Sesi dari</translation>
        </message>
        <message>
            <source>Sessions until</source>
            <translation>Sesi sampai</translation>
        </message>
        <message>
            <source>Save view…</source>
            <translation>Simpan tampilan…</translation>
        </message>
        <message>
            <source>Open view…</source>
            <translation>Buka tampilan…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Ekspor…</translation>
        </message>
        <message>
            <source>Dataset, one row per run (CSV)…</source>
            <translation>Dataset, satu baris per proses (CSV)…</translation>
        </message>
        <message>
            <source>Dataset, one row per section (CSV)…</source>
            <translation>Dataset, satu baris per bagian (CSV)…</translation>
        </message>
        <message>
            <source>Dataset, one row per run (Parquet)…</source>
            <translation>Dataset, satu baris per proses (Parquet)…</translation>
        </message>
        <message>
            <source>Chart in view (PNG or SVG)…</source>
            <translation>Grafik yang ditampilkan (PNG atau SVG)…</translation>
        </message>
        <message>
            <source>Sessions of the study</source>
            <translation>Sesi studi</translation>
        </message>
        <message>
            <source>Box plots of the measure by group, one per model version</source>
            <translation>Diagram kotak ukuran per kelompok, satu per versi model</translation>
        </message>
        <message>
            <source>The measure against questionnaire totals, with Spearman's rho</source>
            <translation>Ukuran terhadap total kuesioner, dengan rho Spearman</translation>
        </message>
        <message>
            <source>Each participant's sessions over time</source>
            <translation>Sesi setiap peserta dari waktu ke waktu</translation>
        </message>
        <message>
            <source>&amp;Measure</source>
            <translation>&amp;Ukuran</translation>
        </message>
        <message>
            <source>&amp;Group by</source>
            <translation>Kelompokkan &amp;menurut</translation>
        </message>
        <message>
            <source>&amp;Questionnaire</source>
            <translation>&amp;Kuesioner</translation>
        </message>
        <message>
            <source>Model &amp;version</source>
            <translation>&amp;Versi model</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Bahasa</translation>
        </message>
        <message>
            <source>&amp;Only where</source>
            <translation>&amp;Hanya jika</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Dari</translation>
        </message>
        <message>
            <source>is</source>
            <translation>bernilai</translation>
        </message>
        <message>
            <source>Until</source>
            <translation>Sampai</translation>
        </message>
        <message>
            <source>This computer's history</source>
            <translation>Riwayat komputer ini</translation>
        </message>
        <message>
            <source>Voxwell studies</source>
            <translation>Studi Voxwell</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>Semua berkas</translation>
        </message>
        <message>
            <source>Open a study</source>
            <translation>Buka studi</translation>
        </message>
        <message>
            <source>The study {name} cannot be opened: {error}</source>
            <translation>Studi {name} tidak dapat dibuka: {error}</translation>
        </message>
        <message>
            <source>Study: {name}</source>
            <translation>Studi: {name}</translation>
        </message>
        <message>
            <source>No grouping</source>
            <translation>Tanpa pengelompokan</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Semua</translation>
        </message>
        <message>
            <source>Any session</source>
            <translation>Sesi apa pun</translation>
        </message>
        <message>
            <source>Any value</source>
            <translation>Nilai apa pun</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(tidak ada)</translation>
        </message>
        <message>
            <source>{summary} Shown: {count} after the filters.</source>
            <translation>{summary} Ditampilkan: {count} setelah filter.</translation>
        </message>
        <message>
            <source>{form} total</source>
            <translation>Total {form}</translation>
        </message>
        <message>
            <source>Export the dataset</source>
            <translation>Ekspor dataset</translation>
        </message>
        <message numerus="yes">
            <source>Exported %n session(s) to {name}.</source>
            <translation>
                <numerusform>%n sesi diekspor ke {name}.</numerusform>
            </translation>
        </message>
        <message>
            <source>PNG image</source>
            <translation>Gambar PNG</translation>
        </message>
        <message>
            <source>SVG drawing</source>
            <translation>Gambar vektor SVG</translation>
        </message>
        <message>
            <source>Save the chart</source>
            <translation>Simpan grafik</translation>
        </message>
        <message>
            <source>Choose a chart tab first: the table goes out as a dataset.</source>
            <translation>Pilih tab grafik terlebih dahulu: tabel diekspor sebagai dataset.</translation>
        </message>
        <message>
            <source>The chart was saved to {name}.</source>
            <translation>Grafik disimpan ke {name}.</translation>
        </message>
        <message>
            <source>Save the view</source>
            <translation>Simpan tampilan</translation>
        </message>
        <message>
            <source>The view was saved to {name}.</source>
            <translation>Tampilan disimpan ke {name}.</translation>
        </message>
        <message>
            <source>Open a view</source>
            <translation>Buka tampilan</translation>
        </message>
    </context>
    <context>
        <name>TakeCheck</name>
        <message>
            <source>The recording</source>
            <translation>Rekaman</translation>
        </message>
    </context>
    <context>
        <name>TakeControls</name>
        <message>
            <source>&amp;Record (Space)</source>
            <translation>Rek&amp;am (Spasi)</translation>
        </message>
        <message>
            <source>&amp;Re-take (Space)</source>
            <translation>Ul&amp;angi pengambilan (Spasi)</translation>
        </message>
        <message>
            <source>St&amp;op (Space)</source>
            <translation>&amp;Berhenti (Spasi)</translation>
        </message>
        <message>
            <source>&amp;Listen</source>
            <translation>&amp;Dengarkan</translation>
        </message>
        <message>
            <source>&amp;Import file…</source>
            <translation>&amp;Impor berkas…</translation>
        </message>
        <message>
            <source>Check l&amp;evel</source>
            <translation>Cek &amp;level</translation>
        </message>
        <message>
            <source>Re&amp;store earlier take</source>
            <translation>&amp;Pulihkan pengambilan sebelumnya</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Spasi</translation>
        </message>
        <message>
            <source>Record, stop, or re-take (unless another button has the keyboard's focus)</source>
            <translation>Rekam, berhenti, atau ulangi pengambilan (kecuali tombol lain sedang memiliki fokus papan ketik)</translation>
        </message>
        <message>
            <source>Record or re-take; {stop} stops</source>
            <translation>Rekam atau ulangi pengambilan; {stop} untuk berhenti</translation>
        </message>
        <message>
            <source>Listen to the take</source>
            <translation>Dengarkan pengambilan</translation>
        </message>
        <message>
            <source>Check the microphone's level</source>
            <translation>Cek level mikrofon</translation>
        </message>
        <message>
            <source>Import a file as the take</source>
            <translation>Impor berkas sebagai pengambilan</translation>
        </message>
        <message>
            <source>Restore the earlier take</source>
            <translation>Pulihkan pengambilan sebelumnya</translation>
        </message>
        <message>
            <source>Upload and analyse</source>
            <translation>Unggah dan analisis</translation>
        </message>
        <message>
            <source>Back to the setup</source>
            <translation>Kembali ke penyiapan</translation>
        </message>
        <message>
            <source>The person has agreed (consent)</source>
            <translation>Orang ini menyetujui (persetujuan)</translation>
        </message>
        <message>
            <source>Tab, Shift+Tab</source>
            <translation>Tab, Shift+Tab</translation>
        </message>
        <message>
            <source>Move between the controls; Space or Enter presses the one in focus</source>
            <translation>Berpindah antarkontrol; Spasi atau Enter menekan kontrol yang sedang difokuskan</translation>
        </message>
        <message>
            <source>Start or stop the take: Space (or {key})</source>
            <translation>Mulai atau hentikan pengambilan: Spasi (atau {key})</translation>
        </message>
        <message>
            <source>Play the take back: {key}</source>
            <translation>Putar ulang pengambilan: {key}</translation>
        </message>
        <message>
            <source>Use a recording from a file as this take: {key}</source>
            <translation>Gunakan rekaman dari berkas sebagai pengambilan ini: {key}</translation>
        </message>
        <message>
            <source>Open the microphone to see its level before recording: {key}</source>
            <translation>Buka mikrofon untuk melihat levelnya sebelum merekam: {key}</translation>
        </message>
        <message>
            <source>Bring back the take this slot had before the last one: {key}</source>
            <translation>Kembalikan pengambilan yang dimiliki slot ini sebelum yang terakhir: {key}</translation>
        </message>
        <message>
            <source>Re&amp;store earlier take ({seconds} s)</source>
            <translation>&amp;Pulihkan pengambilan sebelumnya ({seconds} s)</translation>
        </message>
    </context>
    <context>
        <name>TakeCustody</name>
        <message>
            <source>No session is being recorded: the take cannot be placed.</source>
            <translation>Tidak ada sesi yang sedang direkam: pengambilan tidak dapat ditempatkan.</translation>
        </message>
        <message>
            <source>This take belongs to {owner}, not to {person}'s session.</source>
            <translation>Pengambilan ini milik {owner}, bukan milik sesi {person}.</translation>
        </message>
        <message>
            <source>This take belongs to another session, not to {person}'s session.</source>
            <translation>Pengambilan ini milik sesi lain, bukan milik sesi {person}.</translation>
        </message>
        <message>
            <source>There is no earlier take of this slot to bring back.</source>
            <translation>Tidak ada pengambilan sebelumnya pada slot ini untuk dikembalikan.</translation>
        </message>
        <message>
            <source>This take is not part of the session being recorded.</source>
            <translation>Pengambilan ini bukan bagian dari sesi yang sedang direkam.</translation>
        </message>
        <message>
            <source>This is the take with the most speech of its slot: confirm to delete it.</source>
            <translation>Ini adalah pengambilan dengan ucapan terbanyak pada slotnya: konfirmasi untuk menghapusnya.</translation>
        </message>
    </context>
    <context>
        <name>TakeInputs</name>
        <message>
            <source>Audio files ({patterns});;All files (*)</source>
            <translation>Berkas audio ({patterns});;Semua berkas (*)</translation>
        </message>
        <message>
            <source>The recording take</source>
            <translation>Pengambilan rekaman</translation>
        </message>
        <message>
            <source>The mood question take</source>
            <translation>Pengambilan pertanyaan suasana hati</translation>
        </message>
        <message>
            <source>The read aloud take</source>
            <translation>Pengambilan membaca nyaring</translation>
        </message>
        <message>
            <source>Could not import {name}: {reason}.</source>
            <translation>Tidak dapat mengimpor {name}: {reason}.</translation>
        </message>
        <message>
            <source>{name} is missing: record or import it.</source>
            <translation>{name} tidak ada: rekam atau impor.</translation>
        </message>
    </context>
    <context>
        <name>TakeInspection</name>
        <message>
            <source>The take {name} cannot be read: {reason}</source>
            <translation>Pengambilan {name} tidak dapat dibaca: {reason}</translation>
        </message>
        <message>
            <source>The take {name} could not be read: decoding it stopped ({reason}). The file may be damaged or not a recording; the rest of Voxwell is unaffected.</source>
            <translation>Pengambilan {name} tidak dapat dibaca: pendekodean berhenti ({reason}). Berkas mungkin rusak atau bukan rekaman; bagian lain Voxwell tidak terpengaruh.</translation>
        </message>
    </context>
    <context>
        <name>TakeMessages</name>
        <message>
            <source>recording…</source>
            <translation>merekam…</translation>
        </message>
        <message>
            <source>not recorded yet</source>
            <translation>belum direkam</translation>
        </message>
        <message>
            <source>counting speech…</source>
            <translation>menghitung ucapan…</translation>
        </message>
        <message>
            <source>{seconds} s of speech</source>
            <translation>{seconds} s ucapan</translation>
        </message>
        <message>
            <source>{seconds} s of speech (needs {target} s)</source>
            <translation>{seconds} s ucapan (perlu {target} s)</translation>
        </message>
        <message>
            <source>the take</source>
            <translation>pengambilan</translation>
        </message>
        <message>
            <source>The earlier take is kept: “Restore earlier take” brings it back.</source>
            <translation>Pengambilan sebelumnya tetap disimpan: “Pulihkan pengambilan sebelumnya” akan mengembalikannya.</translation>
        </message>
        <message>
            <source>The earlier take ({seconds} s of speech) is kept: “Restore earlier take” brings it back.</source>
            <translation>Pengambilan sebelumnya ({seconds} s ucapan) tetap disimpan: “Pulihkan pengambilan sebelumnya” akan mengembalikannya.</translation>
        </message>
        <message>
            <source>{slot} kept: {clock}, enough speech.</source>
            <translation>{slot} disimpan: {clock}, ucapan cukup.</translation>
        </message>
        <message>
            <source>{slot} kept: {clock}, only {seconds} s of speech (needs {target} s).</source>
            <translation>{slot} disimpan: {clock}, hanya {seconds} s ucapan (perlu {target} s).</translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}.&lt;/b&gt; {action}</source>
            <translation>&lt;b&gt;{title}.&lt;/b&gt; {action}</translation>
        </message>
        <message>
            <source>{slot}: the earlier take is back; the one it replaces is kept and can be restored in its turn.</source>
            <translation>{slot}: pengambilan sebelumnya telah kembali; pengambilan yang digantikannya tetap disimpan dan dapat dipulihkan juga.</translation>
        </message>
        <message>
            <source>{slot}: the earlier take is back ({seconds} s of speech); the one it replaces is kept and can be restored in its turn.</source>
            <translation>{slot}: pengambilan sebelumnya telah kembali ({seconds} s ucapan); pengambilan yang digantikannya tetap disimpan dan dapat dipulihkan juga.</translation>
        </message>
        <message>
            <source>Restore earlier take</source>
            <translation>Pulihkan pengambilan sebelumnya</translation>
        </message>
        <message>
            <source>Restore earlier take ({seconds} s)</source>
            <translation>Pulihkan pengambilan sebelumnya ({seconds} s)</translation>
        </message>
        <message>
            <source>{slot}: imported {file}.</source>
            <translation>{slot}: {file} telah diimpor.</translation>
        </message>
    </context>
    <context>
        <name>TakeRecorder</name>
        <message>
            <source>A take is already being recorded; stop it first.</source>
            <translation>Pengambilan sedang direkam; hentikan terlebih dahulu.</translation>
        </message>
    </context>
    <context>
        <name>TakeSession</name>
        <message>
            <source>The take reached the {limit} maximum and was stopped there.</source>
            <translation>Pengambilan mencapai batas maksimum {limit} dan dihentikan di situ.</translation>
        </message>
        <message>
            <source>The input file has ended.</source>
            <translation>Berkas masukan telah berakhir.</translation>
        </message>
        <message numerus="yes">
            <source>%n short gap(s) in the recording: the computer was too busy to keep up. Close other programs and record again if the take matters.</source>
            <translation>
                <numerusform>%n jeda singkat dalam rekaman: komputer terlalu sibuk untuk mengikuti. Tutup program lain dan rekam ulang jika pengambilan ini penting.</numerusform>
            </translation>
        </message>
        <message>
            <source>This take is being read from a file; there is no device to switch.</source>
            <translation>Pengambilan ini dibaca dari berkas; tidak ada perangkat yang dapat diganti.</translation>
        </message>
        <message>
            <source>Keep or discard the last take before recording a new one.</source>
            <translation>Simpan atau buang pengambilan terakhir sebelum merekam yang baru.</translation>
        </message>
        <message>
            <source>The input is not running; choose an input.</source>
            <translation>Masukan tidak berjalan; pilih masukan.</translation>
        </message>
        <message>
            <source>The input stopped.</source>
            <translation>Masukan berhenti.</translation>
        </message>
        <message>
            <source>There is no finished take to keep; record one first.</source>
            <translation>Tidak ada pengambilan selesai yang dapat disimpan; rekam satu terlebih dahulu.</translation>
        </message>
    </context>
    <context>
        <name>TakeSlotList</name>
        <message>
            <source>Takes of this session</source>
            <translation>Pengambilan dalam sesi ini</translation>
        </message>
        <message>
            <source>Up and Down choose the take to record or listen to.</source>
            <translation>Panah atas dan bawah memilih pengambilan yang akan direkam atau didengarkan.</translation>
        </message>
    </context>
    <context>
        <name>Takes</name>
        <message>
            <source>Could not repair the unfinished take {file} ({error}). Check that the takes folder is writable.</source>
            <translation>Tidak dapat memperbaiki pengambilan yang belum selesai {file} ({error}). Pastikan folder pengambilan dapat ditulisi.</translation>
        </message>
        <message>
            <source>Could not save the live captions of {file} ({error}).</source>
            <translation>Tidak dapat menyimpan teks langsung dari {file} ({error}).</translation>
        </message>
        <message>
            <source>This take is already finished; start a new take to record more.</source>
            <translation>Pengambilan ini sudah selesai; mulai pengambilan baru untuk merekam lagi.</translation>
        </message>
        <message>
            <source>This take has already been kept or discarded.</source>
            <translation>Pengambilan ini sudah disimpan atau dibuang.</translation>
        </message>
        <message>
            <source>Could not keep the take {file} ({error}); it is still in {folder}.</source>
            <translation>Tidak dapat menyimpan pengambilan {file} ({error}); berkas itu masih ada di {folder}.</translation>
        </message>
        <message>
            <source>Could not keep the notes of take {file} ({error}).</source>
            <translation>Tidak dapat menyimpan catatan pengambilan {file} ({error}).</translation>
        </message>
        <message>
            <source>Could not keep the live captions of take {file} ({error}).</source>
            <translation>Tidak dapat menyimpan teks langsung pengambilan {file} ({error}).</translation>
        </message>
        <message>
            <source>Could not move the take {file} to {target} ({error}); it is still in {folder}.</source>
            <translation>Tidak dapat memindahkan pengambilan {file} ke {target} ({error}); berkas itu masih ada di {folder}.</translation>
        </message>
        <message>
            <source>Could not encode the take to FLAC ({error}). The WAV recording is kept at {path}.</source>
            <translation>Tidak dapat mengodekan pengambilan ke FLAC ({error}). Rekaman WAV disimpan di {path}.</translation>
        </message>
        <message>
            <source>Could not start the take in {folder} ({error}). Free some disk space or choose another folder for takes; what was recorded so far is in {file}.</source>
            <translation>Tidak dapat memulai pengambilan di {folder} ({error}). Kosongkan sebagian ruang disk atau pilih folder lain untuk pengambilan; yang sudah terekam sejauh ini ada di {file}.</translation>
        </message>
        <message>
            <source>Could not save the take in {folder} ({error}). Free some disk space or choose another folder for takes; what was recorded so far is in {file}.</source>
            <translation>Tidak dapat menyimpan pengambilan di {folder} ({error}). Kosongkan sebagian ruang disk atau pilih folder lain untuk pengambilan; yang sudah terekam sejauh ini ada di {file}.</translation>
        </message>
        <message>
            <source>Could not close the take in {folder} ({error}). Free some disk space or choose another folder for takes; what was recorded so far is in {file}.</source>
            <translation>Tidak dapat menutup pengambilan di {folder} ({error}). Kosongkan sebagian ruang disk atau pilih folder lain untuk pengambilan; yang sudah terekam sejauh ini ada di {file}.</translation>
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
            <translation>Ukuran yang ditampilkan</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Tanggal</translation>
        </message>
        <message>
            <source>Questionnaire total</source>
            <translation>Total kuesioner</translation>
        </message>
        <message>
            <source>Measure:</source>
            <translation>Ukuran:</translation>
        </message>
        <message numerus="yes">
            <source>Questionnaire totals (right axis): %n answer(s).</source>
            <translation>
                <numerusform>Total kuesioner (sumbu kanan): %n jawaban.</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose a user label to see a trend.</source>
            <translation>Pilih label pengguna untuk melihat tren.</translation>
        </message>
        <message>
            <source>No finished sessions with results for {label} yet.</source>
            <translation>Belum ada sesi selesai dengan hasil untuk {label}.</translation>
        </message>
        <message>
            <source>Model {version}</source>
            <translation>Model {version}</translation>
        </message>
        <message>
            <source>Lines never join sessions of different model versions: their values are not on one scale.</source>
            <translation>Garis tidak pernah menghubungkan sesi dari versi model yang berbeda: nilainya tidak berada pada satu skala.</translation>
        </message>
        <message>
            <source>{measure_name} for {label}: {session_count}, {version_count}.</source>
            <translation>{measure_name} untuk {label}: {session_count}, {version_count}.</translation>
        </message>
        <message numerus="yes">
            <source>%n session(s)</source>
            <translation>
                <numerusform>%n sesi</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n model version(s)</source>
            <translation>
                <numerusform>%n versi model</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>UploadQueue</name>
        <message>
            <source>Nothing is being uploaded.</source>
            <translation>Tidak ada yang sedang diunggah.</translation>
        </message>
        <message>
            <source>Run created</source>
            <translation>Proses dibuat</translation>
        </message>
        <message>
            <source>{name} uploaded</source>
            <translation>{name} telah diunggah</translation>
        </message>
        <message>
            <source>Uploading {name}…</source>
            <translation>Mengunggah {name}…</translation>
        </message>
        <message>
            <source>Upload {name}</source>
            <translation>Unggah {name}</translation>
        </message>
        <message>
            <source>Analysing ({status})</source>
            <translation>Menganalisis ({status})</translation>
        </message>
        <message>
            <source>Analysis complete</source>
            <translation>Analisis selesai</translation>
        </message>
        <message>
            <source>Analysis ended with an error</source>
            <translation>Analisis berakhir dengan kesalahan</translation>
        </message>
        <message>
            <source>Analysis</source>
            <translation>Analisis</translation>
        </message>
        <message>
            <source>Preparing the upload…</source>
            <translation>Menyiapkan unggahan…</translation>
        </message>
        <message>
            <source>Creating the run at {service}…</source>
            <translation>Membuat proses di {service}…</translation>
        </message>
        <message>
            <source>Uploading {name} ({index} of {total})…</source>
            <translation>Mengunggah {name} ({index} dari {total})…</translation>
        </message>
        <message>
            <source>Uploaded. Analysing at {service}; run status {status}.</source>
            <translation>Telah diunggah. Menganalisis di {service}; status proses {status}.</translation>
        </message>
        <message>
            <source>Results are ready.</source>
            <translation>Hasil sudah siap.</translation>
        </message>
        <message>
            <source>The analysis ended with {code}.</source>
            <translation>Analisis berakhir dengan {code}.</translation>
        </message>
        <message>
            <source>The session could not be completed. Nothing was lost.</source>
            <translation>Sesi tidak dapat diselesaikan. Tidak ada yang hilang.</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Dibatalkan</translation>
        </message>
        <message>
            <source>The recordings are kept. Try again to upload them, or start a new session.</source>
            <translation>Rekaman tetap disimpan. Coba unggah lagi, atau mulai sesi baru.</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>Dibatalkan.</translation>
        </message>
    </context>
    <context>
        <name>UploadView</name>
        <message>
            <source>Record again</source>
            <translation>Rekam ulang</translation>
        </message>
        <message>
            <source>Import another file</source>
            <translation>Impor berkas lain</translation>
        </message>
        <message>
            <source>Open settings</source>
            <translation>Buka pengaturan</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Coba lagi</translation>
        </message>
        <message>
            <source>Analyse as a new run</source>
            <translation>Analisis sebagai proses baru</translation>
        </message>
        <message>
            <source>Analyse again</source>
            <translation>Analisis lagi</translation>
        </message>
        <message>
            <source>Upload and analysis</source>
            <translation>Unggah dan analisis</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Batal</translation>
        </message>
        <message>
            <source>Session of {label}</source>
            <translation>Sesi {label}</translation>
        </message>
        <message>
            <source>Analyse again as {language}</source>
            <translation>Analisis lagi dalam {language}</translation>
        </message>
        <message numerus="yes">
            <source>%n more session(s) waiting to upload.</source>
            <translation>
                <numerusform>%n sesi lagi menunggu diunggah.</numerusform>
            </translation>
        </message>
        <message>
            <source>Elapsed {clock}</source>
            <translation>Berjalan {clock}</translation>
        </message>
    </context>
    <context>
        <name>Uploads</name>
        <message>
            <source>The file shrank while it was being uploaded ({sent} of {size} bytes read); upload it again once nothing else is writing to it.</source>
            <translation>Berkas menyusut saat sedang diunggah ({sent} dari {size} bita terbaca); unggah lagi setelah tidak ada program lain yang menulis ke berkas itu.</translation>
        </message>
        <message>
            <source>The upload server {host}</source>
            <translation>Server unggahan {host}</translation>
        </message>
        <message>
            <source>The upload URL for {file} has expired, so nothing was stored. Create a new run and upload to its fresh URL.</source>
            <translation>URL unggahan untuk {file} sudah kedaluwarsa, sehingga tidak ada yang tersimpan. Buat proses baru lalu unggah ke URL barunya.</translation>
        </message>
        <message>
            <source>The upload URL for {file} expired while an interrupted upload was retried; the recording may not have been stored. Check the run's status, and create a new run if it is still waiting for input.</source>
            <translation>URL unggahan untuk {file} kedaluwarsa saat unggahan yang terputus dicoba ulang; rekaman mungkin belum tersimpan. Periksa status proses, dan buat proses baru jika proses itu masih menunggu masukan.</translation>
        </message>
        <message>
            <source>the upload of {file}</source>
            <translation>unggahan {file}</translation>
        </message>
        <message>
            <source>{file} ({size}) is larger than the service accepts; trim the recording or save it in a compressed format such as FLAC.</source>
            <translation>{file} ({size}) lebih besar daripada yang diterima layanan; pangkas rekaman atau simpan dalam format terkompresi seperti FLAC.</translation>
        </message>
        <message>
            <source>The upload URL for {file} was already used, or its run no longer waits for input; create a new run to analyse this recording.</source>
            <translation>URL unggahan untuk {file} sudah digunakan, atau prosesnya tidak lagi menunggu masukan; buat proses baru untuk menganalisis rekaman ini.</translation>
        </message>
    </context>
    <context>
        <name>UserData</name>
        <message>
            <source>Enter or load the JSON data to upload.</source>
            <translation>Masukkan atau muat data JSON yang akan diunggah.</translation>
        </message>
        <message>
            <source>The data is not valid JSON: {problem} at line {line}, column {column}.</source>
            <translation>Data bukan JSON yang valid: {problem} pada baris {line}, kolom {column}.</translation>
        </message>
        <message>
            <source>The data must be a JSON object ({{...}}), not a {kind}.</source>
            <translation>Data harus berupa objek JSON ({{...}}), bukan {kind}.</translation>
        </message>
        <message>
            <source>request</source>
            <translation>permintaan</translation>
        </message>
        <message>
            <source>not accepted</source>
            <translation>tidak diterima</translation>
        </message>
    </context>
    <context>
        <name>UserDataView</name>
        <message>
            <source>User label</source>
            <translation>Label pengguna</translation>
        </message>
        <message>
            <source>The user label this data is about</source>
            <translation>Label pengguna yang menjadi subjek data ini</translation>
        </message>
        <message>
            <source>Upload type</source>
            <translation>Jenis unggahan</translation>
        </message>
        <message>
            <source>Types from &amp;account</source>
            <translation>Jenis dari &amp;akun</translation>
        </message>
        <message>
            <source>JSON data</source>
            <translation>Data JSON</translation>
        </message>
        <message>
            <source>&amp;Load file…</source>
            <translation>&amp;Muat berkas…</translation>
        </message>
        <message>
            <source>Chec&amp;k JSON</source>
            <translation>Periksa &amp;JSON</translation>
        </message>
        <message>
            <source>&amp;Upload</source>
            <translation>&amp;Unggah</translation>
        </message>
        <message>
            <source>User label:</source>
            <translation>Label pengguna:</translation>
        </message>
        <message>
            <source>Upload type:</source>
            <translation>Jenis unggahan:</translation>
        </message>
        <message>
            <source>Nothing was sent: personal identifiers stay on this computer.</source>
            <translation>Tidak ada yang dikirim: pengenal pribadi tetap berada di komputer ini.</translation>
        </message>
        <message numerus="yes">
            <source>The JSON is a valid object with %n key(s).</source>
            <translation>
                <numerusform>JSON ini adalah objek yang valid dengan %n kunci.</numerusform>
            </translation>
        </message>
        <message>
            <source>Cannot read {file}: {error}</source>
            <translation>Tidak dapat membaca {file}: {error}</translation>
        </message>
        <message>
            <source>All</source>
            <comment>file dialog filter: every file</comment>
            <translation>Semua</translation>
        </message>
        <message>
            <source>Load JSON</source>
            <translation>Muat JSON</translation>
        </message>
        <message>
            <source>&amp;Upload for {label}</source>
            <translation>&amp;Unggah untuk {label}</translation>
        </message>
        <message>
            <source>Enter the user label of the person this data is about.</source>
            <translation>Masukkan label pengguna dari orang yang menjadi subjek data ini.</translation>
        </message>
        <message>
            <source>Choose or type the upload type agreed with the service.</source>
            <translation>Pilih atau ketik jenis unggahan yang disepakati dengan layanan.</translation>
        </message>
        <message>
            <source>The user label must be 1 to 256 characters long.</source>
            <translation>Label pengguna harus terdiri dari 1 sampai 256 karakter.</translation>
        </message>
        <message>
            <source>Uploading to {service}…</source>
            <translation>Mengunggah ke {service}…</translation>
        </message>
        <message>
            <source>Uploaded as {type} for {label}. Upload id: {upload_id}</source>
            <translation>Diunggah sebagai {type} untuk {label}. ID unggahan: {upload_id}</translation>
        </message>
        <message>
            <source>Upload types enabled: {types}.</source>
            <translation>Jenis unggahan yang diaktifkan: {types}.</translation>
        </message>
        <message>
            <source>The account lists no upload types; type the one agreed with the provider.</source>
            <translation>Akun tidak mencantumkan jenis unggahan; ketik jenis yang disepakati dengan penyedia.</translation>
        </message>
        <message>
            <source>The service did not accept the data (nothing was stored):</source>
            <translation>Layanan tidak menerima data (tidak ada yang disimpan):</translation>
        </message>
    </context>
    <context>
        <name>VersionPanels</name>
        <message>
            <source>Model {version}</source>
            <translation>Model {version}</translation>
        </message>
    </context>
    <context>
        <name>VoiceClient</name>
        <message>
            <source>The team server at {url}</source>
            <translation>Server tim di {url}</translation>
        </message>
        <message>
            <source>The {name} service ({url})</source>
            <translation>Layanan {name} ({url})</translation>
        </message>
        <message>
            <source>The service at {url}</source>
            <translation>Layanan di {url}</translation>
        </message>
        <message>
            <source>Creating a mental wellness run</source>
            <translation>Pembuatan proses kesejahteraan mental</translation>
        </message>
        <message>
            <source>Mental wellness run {run_id}</source>
            <translation>Proses kesejahteraan mental {run_id}</translation>
        </message>
        <message>
            <source>Creating a two-recording run</source>
            <translation>Pembuatan proses dua rekaman</translation>
        </message>
        <message>
            <source>Two-recording run {run_id}</source>
            <translation>Proses dua rekaman {run_id}</translation>
        </message>
        <message>
            <source>Creating a questionnaire</source>
            <translation>Pembuatan kuesioner</translation>
        </message>
        <message>
            <source>Questionnaire {questionnaire_id}</source>
            <translation>Kuesioner {questionnaire_id}</translation>
        </message>
        <message>
            <source>User data of type {upload_type}</source>
            <translation>Data pengguna berjenis {upload_type}</translation>
        </message>
        <message>
            <source>The account</source>
            <translation>Akun</translation>
        </message>
    </context>
    <context>
        <name>WellnessChart</name>
        <message>
            <source>Waveform</source>
            <translation>Bentuk gelombang</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>Ukuran</translation>
        </message>
        <message>
            <source>Transcript</source>
            <translation>Transkrip</translation>
        </message>
        <message>
            <source>Distress</source>
            <translation>Distres</translation>
        </message>
        <message>
            <source>Stress</source>
            <translation>Stres</translation>
        </message>
        <message>
            <source>Exhaustion</source>
            <translation>Kelelahan</translation>
        </message>
        <message>
            <source>Sleep propensity</source>
            <translation>Kecenderungan tidur</translation>
        </message>
        <message>
            <source>Low self-esteem</source>
            <translation>Harga diri rendah</translation>
        </message>
        <message>
            <source>Mental strain</source>
            <translation>Ketegangan mental</translation>
        </message>
        <message>
            <source>Distress (continuous)</source>
            <translation>Distres (kontinu)</translation>
        </message>
        <message>
            <source>Stress (continuous)</source>
            <translation>Stres (kontinu)</translation>
        </message>
        <message>
            <source>Exhaustion (continuous)</source>
            <translation>Kelelahan (kontinu)</translation>
        </message>
        <message>
            <source>Sleep propensity (continuous)</source>
            <translation>Kecenderungan tidur (kontinu)</translation>
        </message>
        <message>
            <source>Low self-esteem (continuous)</source>
            <translation>Harga diri rendah (kontinu)</translation>
        </message>
        <message>
            <source>Measures by section chart</source>
            <translation>Grafik ukuran per bagian</translation>
        </message>
        <message>
            <source>Measures to draw</source>
            <translation>Ukuran yang digambar</translation>
        </message>
        <message>
            <source>Transcript by section</source>
            <translation>Transkrip per bagian</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Waktu</translation>
        </message>
        <message>
            <source>Not in these results</source>
            <translation>Tidak ada dalam hasil ini</translation>
        </message>
        <message>
            <source>No waveform</source>
            <translation>Tidak ada bentuk gelombang</translation>
        </message>
        <message>
            <source>(no words)</source>
            <translation>(tanpa kata)</translation>
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
            <translation>Bagian {number} dari {count}, {span}: {values}</translation>
        </message>
        <message>
            <source>Left and Right arrow keys step through the sections, Home and End go to the first and the last; Enter plays the section.</source>
            <translation>Tombol panah kiri dan kanan berpindah antarbagian, Home dan End menuju bagian pertama dan terakhir; Enter memutar bagian tersebut.</translation>
        </message>
        <message>
            <source>Point at a section to see its values; click it to listen.</source>
            <translation>Arahkan penunjuk ke suatu bagian untuk melihat nilainya; klik untuk mendengarkannya.</translation>
        </message>
        <message>
            <source>Section {number} ({start}–{end} s): {values}</source>
            <translation>Bagian {number} ({start}–{end} s): {values}</translation>
        </message>
        <message>
            <source>no measure selected</source>
            <translation>tidak ada ukuran yang dipilih</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <source>Live captions and alerts from the local acoustic reference model's wellbeing-awareness policy ({policy}): they aid a clinician's judgement and diagnose nothing.</source>
            <translation>Teks langsung dan peringatan dari kebijakan kesadaran kesejahteraan milik model acuan akustik lokal ({policy}): keduanya membantu penilaian klinisi dan tidak mendiagnosis apa pun.</translation>
        </message>
        <message>
            <source>suicidal ideation</source>
            <translation>ide bunuh diri</translation>
        </message>
        <message>
            <source>self-harm</source>
            <translation>melukai diri sendiri</translation>
        </message>
        <message>
            <source>distress</source>
            <translation>distres</translation>
        </message>
        <message>
            <source>stress</source>
            <translation>stres</translation>
        </message>
        <message>
            <source>exhaustion</source>
            <translation>kelelahan</translation>
        </message>
        <message>
            <source>low self-esteem</source>
            <translation>harga diri rendah</translation>
        </message>
        <message>
            <source>depression probability</source>
            <translation>probabilitas depresi</translation>
        </message>
        <message>
            <source>anxiety probability</source>
            <translation>probabilitas kecemasan</translation>
        </message>
        <message>
            <source>{measure} at centile {centile}</source>
            <translation>{measure} pada persentil {centile}</translation>
        </message>
        <message>
            <source>{measure} {value} % (population {prior} %)</source>
            <translation>{measure} {value} % (populasi {prior} %)</translation>
        </message>
        <message>
            <source>the person said “{said}” ({category})</source>
            <translation>orang tersebut mengatakan “{said}” ({category})</translation>
        </message>
        <message>
            <source>at {time} the person said “{said}” ({category})</source>
            <translation>pada {time} orang tersebut mengatakan “{said}” ({category})</translation>
        </message>
        <message>
            <source>Risk expression in the person's own words: {quotes}. Review the recording at these times and assess the person's safety now.</source>
            <translation>Ungkapan risiko dengan kata-kata orang itu sendiri: {quotes}. Tinjau rekaman pada waktu-waktu tersebut dan nilai keselamatan orang tersebut sekarang.</translation>
        </message>
        <message>
            <source>Voice measures of the local reference model: {cues}.</source>
            <translation>Ukuran suara dari model acuan lokal: {cues}.</translation>
        </message>
        <message>
            <source>Recording</source>
            <translation>Rekaman</translation>
        </message>
        <message>
            <source>Mood question</source>
            <translation>Pertanyaan suasana hati</translation>
        </message>
        <message>
            <source>Read aloud</source>
            <translation>Membaca nyaring</translation>
        </message>
        <message>
            <source>Mental wellness</source>
            <translation>Kesejahteraan mental</translation>
        </message>
        <message>
            <source>Two-recording</source>
            <translation>Dua rekaman</translation>
        </message>
        <message>
            <source>one recording</source>
            <translation>satu rekaman</translation>
        </message>
        <message>
            <source>mood question + read-aloud</source>
            <translation>pertanyaan suasana hati + membaca nyaring</translation>
        </message>
        <message>
            <source>Mental wellness (one recording)</source>
            <translation>Kesejahteraan mental (satu rekaman)</translation>
        </message>
        <message>
            <source>Two-recording (mood question + read-aloud)</source>
            <translation>Dua rekaman (pertanyaan suasana hati + membaca nyaring)</translation>
        </message>
        <message>
            <source>Recorded</source>
            <translation>Direkam</translation>
        </message>
        <message>
            <source>Uploading</source>
            <translation>Mengunggah</translation>
        </message>
        <message>
            <source>Running</source>
            <translation>Sedang dianalisis</translation>
        </message>
        <message>
            <source>Complete</source>
            <translation>Selesai</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Gagal</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>Dibatalkan</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>Perempuan</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>Laki-laki</translation>
        </message>
        <message>
            <source>Intersex</source>
            <translation>Interseks</translation>
        </message>
        <message>
            <source>Not given</source>
            <translation>Tidak diberikan</translation>
        </message>
        <message>
            <source>English</source>
            <translation>Bahasa Inggris</translation>
        </message>
        <message>
            <source>English (Australia)</source>
            <translation>Bahasa Inggris (Australia)</translation>
        </message>
        <message>
            <source>English (United Kingdom)</source>
            <translation>Bahasa Inggris (Britania Raya)</translation>
        </message>
        <message>
            <source>English (Ireland)</source>
            <translation>Bahasa Inggris (Irlandia)</translation>
        </message>
        <message>
            <source>English (India)</source>
            <translation>Bahasa Inggris (India)</translation>
        </message>
        <message>
            <source>English (United States)</source>
            <translation>Bahasa Inggris (Amerika Serikat)</translation>
        </message>
        <message>
            <source>English (South Africa)</source>
            <translation>Bahasa Inggris (Afrika Selatan)</translation>
        </message>
        <message>
            <source>Spanish (Spain)</source>
            <translation>Bahasa Spanyol (Spanyol)</translation>
        </message>
        <message>
            <source>Spanish (United States)</source>
            <translation>Bahasa Spanyol (Amerika Serikat)</translation>
        </message>
        <message>
            <source>Indonesian</source>
            <translation>Bahasa Indonesia</translation>
        </message>
        <message>
            <source>Japanese</source>
            <translation>Bahasa Jepang</translation>
        </message>
        <message>
            <source>Local engine</source>
            <translation>Mesin lokal</translation>
        </message>
        <message>
            <source>Team server</source>
            <translation>Server tim</translation>
        </message>
        <message>
            <source>Default region</source>
            <translation>Wilayah bawaan</translation>
        </message>
        <message>
            <source>Canada region</source>
            <translation>Wilayah Kanada</translation>
        </message>
        <message>
            <source>United States region</source>
            <translation>Wilayah Amerika Serikat</translation>
        </message>
    </context>
</TS>
