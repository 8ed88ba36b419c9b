<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
    <context>
        <name>AccountView</name>
        <message>
            <source>{feature} — {model} model ({contents})</source>
            <translation>{feature} — {model}モデル ({contents})</translation>
        </message>
        <message>
            <source>{feature} — questionnaire {type}</source>
            <translation>{feature} — 質問票 {type}</translation>
        </message>
        <message>
            <source>{feature} — user data uploads of type {type}</source>
            <translation>{feature} — 種類 {type} のユーザーデータのアップロード</translation>
        </message>
        <message>
            <source>Enabled features</source>
            <translation>有効な機能</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>更新(&amp;R)</translation>
        </message>
        <message>
            <source>Service:</source>
            <translation>サービス:</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>アドレス:</translation>
        </message>
        <message>
            <source>Account id:</source>
            <translation>アカウントID:</translation>
        </message>
        <message>
            <source>Features:</source>
            <translation>機能:</translation>
        </message>
        <message>
            <source>(not started yet)</source>
            <translation>(まだ起動していません)</translation>
        </message>
        <message>
            <source>(not reported)</source>
            <translation>(報告なし)</translation>
        </message>
        <message>
            <source>(no features reported)</source>
            <translation>(報告された機能はありません)</translation>
        </message>
    </context>
    <context>
        <name>ActivityQr</name>
        <message>
            <source>There is no link to show as a QR code.</source>
            <translation>QR コードとして表示するリンクがありません。</translation>
        </message>
    </context>
    <context>
        <name>ApolloResultsView</name>
        <message>
            <source>None</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Mild</source>
            <translation>軽度</translation>
        </message>
        <message>
            <source>Moderate</source>
            <translation>中等度</translation>
        </message>
        <message>
            <source>Severe</source>
            <translation>重度</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>不明</translation>
        </message>
        <message>
            <source>Depression</source>
            <translation>抑うつ</translation>
        </message>
        <message>
            <source>Depression probability</source>
            <translation>抑うつの確率</translation>
        </message>
        <message>
            <source>Anxiety</source>
            <translation>不安</translation>
        </message>
        <message>
            <source>Anxiety probability</source>
            <translation>不安の確率</translation>
        </message>
        <message>
            <source>Symptom score (0–1)</source>
            <translation>症状スコア（0–1）</translation>
        </message>
        <message>
            <source>Symptoms 1–8 follow the PHQ-9 (depression), 9–15 the GAD-7 (anxiety). Colour shows severity: none, mild, moderate, severe.</source>
            <translation>症状1–8はPHQ-9（抑うつ）、9–15はGAD-7（不安）に基づきます。色は重症度を示します: なし、軽度、中等度、重度。</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>指標</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>スコア</translation>
        </message>
        <message>
            <source>Band</source>
            <translation>区分</translation>
        </message>
        <message>
            <source>Depression, anxiety and symptom scores as a table</source>
            <translation>抑うつ・不安・症状のスコア（表形式）</translation>
        </message>
        <message>
            <source>The probabilities of depression and anxiety, then each symptom's score from 0 to 1 (symptoms 1–8 from the PHQ-9, 9–15 from the GAD-7), each with its band.</source>
            <translation>抑うつと不安の確率、続いて各症状の0～1のスコア（症状1–8はPHQ-9、9–15はGAD-7）。それぞれに区分を示します。</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>スコア</translation>
        </message>
        <message>
            <source>Scores as a table</source>
            <translation>スコアの表</translation>
        </message>
        <message>
            <source>Takes (transcripts, reading, features)</source>
            <translation>テイク（書き起こし、読み上げ、特徴量）</translation>
        </message>
        <message>
            <source>Inspect: {slot}</source>
            <translation>詳細表示: {slot}</translation>
        </message>
        <message>
            <source>(no words)</source>
            <translation>（単語なし）</translation>
        </message>
        <message>
            <source>Read-aloud check:</source>
            <translation>音読の確認:</translation>
        </message>
        <message>
            <source>{symptom} ({scale} item): {value}, {severity}</source>
            <translation>{symptom}（{scale}の項目）: {value}、{severity}</translation>
        </message>
    </context>
    <context>
        <name>AppSettings</name>
        <message>
            <source>the mood prompt is empty</source>
            <translation>気分の質問の文が空です</translation>
        </message>
        <message>
            <source>the engine port {port} is not between {first} and {last}</source>
            <translation>エンジンのポート {port} が {first} から {last} の範囲にありません</translation>
        </message>
        <message>
            <source>recordings cannot be kept {days} days: use 0 or more</source>
            <translation>録音を {days} 日間保持することはできません。0 以上を指定してください</translation>
        </message>
    </context>
    <context>
        <name>AppState</name>
        <message>
            <source>not used</source>
            <translation>未使用</translation>
        </message>
        <message>
            <source>not started</source>
            <translation>未起動</translation>
        </message>
        <message>
            <source>starting</source>
            <translation>起動中</translation>
        </message>
        <message>
            <source>ready</source>
            <translation>準備完了</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失敗</translation>
        </message>
    </context>
    <context>
        <name>Application</name>
        <message>
            <source>The local engine could not start: {reason} Recording still works; uploads to the local engine wait until it runs. Restart Voxwell, or choose a region in Settings.</source>
            <translation>ローカルエンジンを起動できませんでした: {reason} 録音は引き続き行えます。ローカルエンジンへのアップロードは、エンジンが動作するまで待機します。Voxwell を再起動するか、設定でリージョンを選択してください。</translation>
        </message>
    </context>
    <context>
        <name>AsyncTasks</name>
        <message>
            <source>Something went wrong: {error}. Nothing was lost; try again.</source>
            <translation>問題が発生しました: {error}。失われたものはありません。もう一度お試しください。</translation>
        </message>
    </context>
    <context>
        <name>AudioBackend</name>
        <message>
            <source>Audio input is not available: the PortAudio sound library could not be loaded. On Linux install the 'libportaudio2' package; elsewhere reinstall Voxwell. You can still import recordings from files.</source>
            <translation>音声入力を使用できません。サウンドライブラリ PortAudio を読み込めませんでした。Linux では 'libportaudio2' パッケージをインストールし、それ以外の環境では Voxwell を再インストールしてください。ファイルから録音を取り込むことはできます。</translation>
        </message>
        <message>
            <source>{error}. Check that the device is connected and not in use, or choose another output.</source>
            <translation>{error}。デバイスが接続されていて使用中でないことを確認するか、別の出力を選んでください。</translation>
        </message>
        <message>
            <source>{error}. Check that the device is connected and not in use, or choose another input.</source>
            <translation>{error}。デバイスが接続されていて使用中でないことを確認するか、別の入力を選んでください。</translation>
        </message>
    </context>
    <context>
        <name>AudioDevices</name>
        <message>
            <source>No microphone was found. Connect a microphone or headset and choose 'Rescan', or import a recording from a file.</source>
            <translation>マイクが見つかりません。マイクまたはヘッドセットを接続して「再スキャン」を選ぶか、ファイルから録音を取り込んでください。</translation>
        </message>
        <message>
            <source>{name} ({hostapi}) — default</source>
            <translation>{name}（{hostapi}）— 既定</translation>
        </message>
        <message>
            <source>Could not list the audio inputs: {reason}</source>
            <translation>音声入力の一覧を取得できませんでした: {reason}</translation>
        </message>
        <message>
            <source>No input called {wanted}. Inputs found: {names}.</source>
            <translation>{wanted} という入力はありません。見つかった入力: {names}。</translation>
        </message>
        <message>
            <source>The sound system stopped answering when the microphone was lost. Restart Voxwell to look for devices again.</source>
            <translation>マイクが失われたときにサウンドシステムが応答しなくなりました。デバイスを再び探すには Voxwell を再起動してください。</translation>
        </message>
        <message>
            <source>Cannot look for new devices while the microphone is in use. Stop the recording or the level preview, then rescan.</source>
            <translation>マイクの使用中は新しいデバイスを探せません。録音またはレベルのプレビューを停止してから、再スキャンしてください。</translation>
        </message>
        <message>
            <source>Could not look for audio devices: {reason}</source>
            <translation>音声デバイスを探せませんでした: {reason}</translation>
        </message>
    </context>
    <context>
        <name>CalendarAxis</name>
        <message>
            <source>d MMM</source>
            <translation>M月d日</translation>
        </message>
    </context>
    <context>
        <name>ClientErrors</name>
        <message>
            <source>{service} did not answer in time ({error}). Check the connection and try again.</source>
            <translation>{service} から時間内に応答がありませんでした（{error}）。接続を確認して、もう一度お試しください。</translation>
        </message>
        <message>
            <source>{service} sent an answer Voxwell cannot use ({error}).</source>
            <translation>{service} から Voxwell が使用できない応答が返されました（{error}）。</translation>
        </message>
        <message>
            <source>{service} could not be reached ({error}). Check that it is running and that the address is right.</source>
            <translation>{service} に接続できませんでした（{error}）。動作していること、アドレスが正しいことを確認してください。</translation>
        </message>
        <message>
            <source>{service} refused the API key ({said}). Check the key saved for this service, or pass it with {option} or the {variable} variable.</source>
            <translation>{service} が API キーを拒否しました（{said}）。このサービス用に保存したキーを確認するか、{option} または環境変数 {variable} でキーを指定してください。</translation>
        </message>
        <message>
            <source>{service} refused the API key. Check the key saved for this service, or pass it with {option} or the {variable} variable.</source>
            <translation>{service} が API キーを拒否しました。このサービス用に保存したキーを確認するか、{option} または環境変数 {variable} でキーを指定してください。</translation>
        </message>
        <message>
            <source>{what} was not found: it does not exist, was created with another API key, or has been deleted.</source>
            <translation>{what} が見つかりません。存在しないか、別の API キーで作成されたか、削除されています。</translation>
        </message>
        <message>
            <source>no details given</source>
            <translation>詳細なし</translation>
        </message>
        <message>
            <source>{service} refused the request as invalid: {summary}.</source>
            <translation>{service} が要求を無効として拒否しました: {summary}。</translation>
        </message>
        <message>
            <source>{service} failed with status {code} ({said}). Try again later.</source>
            <translation>{service} がステータス {code} で失敗しました（{said}）。しばらくしてから、もう一度お試しください。</translation>
        </message>
        <message>
            <source>{service} failed with status {code}. Try again later.</source>
            <translation>{service} がステータス {code} で失敗しました。しばらくしてから、もう一度お試しください。</translation>
        </message>
        <message>
            <source>{service} answered {what} with status {code}: {said}.</source>
            <translation>{service} は {what} にステータス {code} で応答しました: {said}。</translation>
        </message>
        <message>
            <source>{service} answered {what} with status {code}.</source>
            <translation>{service} は {what} にステータス {code} で応答しました。</translation>
        </message>
        <message numerus="yes">
            <source>{service} sent a {model} that Voxwell does not understand (%n problem(s), first: {first}). The service may be newer than this version of Voxwell.</source>
            <translation>
                <numerusform>{service} から Voxwell が理解できない {model} が返されました（問題 %n 件、最初の問題: {first}）。サービスがこのバージョンの Voxwell より新しい可能性があります。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Credentials</name>
        <message>
            <source>Pass the key instead as an argument ({argument}) or in the {variable} environment variable.</source>
            <translation>代わりに、キーを引数（{argument}）または環境変数 {variable} で指定してください。</translation>
        </message>
        <message>
            <source>This computer has no usable keyring, so API keys cannot be saved here.</source>
            <translation>このコンピューターには使用できるキーリングがないため、ここには API キーを保存できません。</translation>
        </message>
        <message>
            <source>This computer has no keyring to keep API keys safely.</source>
            <translation>このコンピューターには API キーを安全に保管するキーリングがありません。</translation>
        </message>
        <message>
            <source>The configured keyring ({name}) keeps keys in a plain-text file, which Voxwell does not use.</source>
            <translation>設定されているキーリング（{name}）はキーを平文のファイルに保存するため、Voxwell では使用しません。</translation>
        </message>
        <message>
            <source>The keyring could not be read ({error}).</source>
            <translation>キーリングを読み取れませんでした（{error}）。</translation>
        </message>
        <message>
            <source>No API key is saved for {account}. Save one in the app's settings, or pass the key instead as an argument ({argument}) or in the {variable} environment variable.</source>
            <translation>{account} の API キーは保存されていません。アプリの設定でキーを保存するか、代わりにキーを引数（{argument}）または環境変数 {variable} で指定してください。</translation>
        </message>
        <message>
            <source>The API key is empty; paste the key the provider issued.</source>
            <translation>API キーが空です。提供元が発行したキーを貼り付けてください。</translation>
        </message>
        <message>
            <source>The keyring refused to store the key ({error}).</source>
            <translation>キーリングがキーの保存を拒否しました（{error}）。</translation>
        </message>
        <message>
            <source>The keyring could not delete the key ({error}).</source>
            <translation>キーリングからキーを削除できませんでした（{error}）。</translation>
        </message>
    </context>
    <context>
        <name>DataProtection</name>
        <message>
            <source>This computer has no usable keyring, so Voxwell keeps recordings and results on this computer unencrypted. Turn on the system's disk encryption (BitLocker, FileVault or LUKS) to protect them if the laptop is lost.</source>
            <translation>このコンピューターには使用できるキーリングがないため、Voxwell は録音と結果をこのコンピューターに暗号化せずに保存します。ノートパソコンを紛失した場合に備えて、システムのディスク暗号化（BitLocker、FileVault、LUKS）をオンにしてください。</translation>
        </message>
        <message>
            <source>{path} is damaged ({error}); Voxwell cannot tell which key encrypts this data folder. Restore the file from a backup.</source>
            <translation>{path} が破損しています（{error}）。このデータフォルダーをどの鍵で暗号化したのか Voxwell には判断できません。バックアップからファイルを復元してください。</translation>
        </message>
        <message>
            <source>The data in {folder} is encrypted, and this computer's keyring no longer holds its key. Restore the keyring (or sign in to the account that holds it) and start Voxwell again; nothing was changed.</source>
            <translation>{folder} のデータは暗号化されていますが、このコンピューターのキーリングにその鍵がもうありません。キーリングを復元して（または鍵を保管しているアカウントにサインインして）、Voxwell を起動し直してください。何も変更されていません。</translation>
        </message>
        <message>
            <source>The key in this computer's keyring does not open the data in {folder}. Restore the keyring entry that was made with this folder; nothing was changed.</source>
            <translation>このコンピューターのキーリングにある鍵では {folder} のデータを開けません。このフォルダーと一緒に作成されたキーリングの項目を復元してください。何も変更されていません。</translation>
        </message>
    </context>
    <context>
        <name>DeviceInput</name>
        <message>
            <source>The microphone '{name}' stopped sending sound (it may have been unplugged or taken by another program). What was recorded up to then has been kept; choose an input and record again if needed.</source>
            <translation>マイク「{name}」から音が届かなくなりました（取り外されたか、別のプログラムが使用している可能性があります）。それまでに録音した部分は保存されています。必要に応じて入力を選び、録音し直してください。</translation>
        </message>
        <message>
            <source>Could not open the microphone '{name}' at {rate} Hz: {reason}</source>
            <translation>マイク「{name}」を {rate} Hz で開けませんでした: {reason}</translation>
        </message>
    </context>
    <context>
        <name>EngineDiscovery</name>
        <message>
            <source>The app's local engine is running, but its key cannot be read ({problem}).</source>
            <translation>アプリのローカルエンジンは動作していますが、そのキーを読み取れません（{problem}）。</translation>
        </message>
        <message>
            <source>The app's local engine is running, but no key for it is kept here.</source>
            <translation>アプリのローカルエンジンは動作していますが、ここにはそのキーが保管されていません。</translation>
        </message>
        <message>
            <source>The app's local engine is running, but it refused the key in the keyring.</source>
            <translation>アプリのローカルエンジンは動作していますが、キーリングにあるキーを拒否しました。</translation>
        </message>
        <message>
            <source>The app's local engine is running, but it refused the key in the file.</source>
            <translation>アプリのローカルエンジンは動作していますが、ファイルにあるキーを拒否しました。</translation>
        </message>
    </context>
    <context>
        <name>EngineKey</name>
        <message>
            <source>The local engine's key file {path} cannot be read ({error}).</source>
            <translation>ローカルエンジンのキーファイル {path} を読み取れません（{error}）。</translation>
        </message>
        <message>
            <source>The local engine's key file {path} is empty; remove it.</source>
            <translation>ローカルエンジンのキーファイル {path} が空です。削除してください。</translation>
        </message>
        <message>
            <source>The local engine's key could not be kept in {path} ({error}).</source>
            <translation>ローカルエンジンのキーを {path} に保管できませんでした（{error}）。</translation>
        </message>
    </context>
    <context>
        <name>EngineLaunch</name>
        <message>
            <source>Port {port} is in use by another program, so the local engine uses another port until Voxwell restarts: questionnaire links made now stop working then. Choose a free port in Settings.</source>
            <translation>ポート {port} は別のプログラムが使用しているため、Voxwell を再起動するまでローカルエンジンは別のポートを使います。今作成した質問票のリンクは、再起動後には使えなくなります。設定で空いているポートを選んでください。</translation>
        </message>
        <message>
            <source>Another Voxwell engine holds {folder} but did not become ready.</source>
            <translation>別の Voxwell エンジンが {folder} を使用していますが、準備が完了しませんでした。</translation>
        </message>
        <message>
            <source>The local engine was not launched in time.</source>
            <translation>ローカルエンジンが時間内に起動されませんでした。</translation>
        </message>
        <message>
            <source>The app closed before the local engine started.</source>
            <translation>ローカルエンジンが起動する前にアプリが終了しました。</translation>
        </message>
    </context>
    <context>
        <name>EngineSupervisor</name>
        <message>
            <source>The local engine stopped repeatedly. Restart Voxwell, or choose a region in Settings.</source>
            <translation>ローカルエンジンが繰り返し停止しました。Voxwell を再起動するか、設定でリージョンを選択してください。</translation>
        </message>
    </context>
    <context>
        <name>ErrorActions</name>
        <message>
            <source>{title}. {action}</source>
            <translation>{title}。{action}</translation>
        </message>
        <message>
            <source>Not enough speech</source>
            <translation>発話が足りません</translation>
        </message>
        <message>
            <source>Record again with more speech: keep talking until the meter shows “Enough speech”.</source>
            <translation>もっと発話して録音し直してください。メーターに「発話は十分です」と表示されるまで話し続けてください。</translation>
        </message>
        <message>
            <source>The recording is too long</source>
            <translation>録音が長すぎます</translation>
        </message>
        <message>
            <source>Record again and stop within 3 minutes, or trim the file to under 3 minutes.</source>
            <translation>3 分以内に止めて録音し直すか、ファイルを 3 分未満に切り詰めてください。</translation>
        </message>
        <message>
            <source>The file is not a recording the service can read</source>
            <translation>このファイルはサービスが読み取れる録音ではありません</translation>
        </message>
        <message>
            <source>Re-export it as {formats} audio, then import it again.</source>
            <translation>{formats} 形式の音声としてエクスポートし直してから、もう一度インポートしてください。</translation>
        </message>
        <message>
            <source>The speech could not be transcribed</source>
            <translation>発話を文字に起こせませんでした</translation>
        </message>
        <message>
            <source>Check the microphone and that the session language matches the language spoken, then record again.</source>
            <translation>マイクと、セッションの言語が話された言語と一致していることを確認してから、録音し直してください。</translation>
        </message>
        <message>
            <source>The service failed while analysing the recording</source>
            <translation>録音の分析中にサービスが失敗しました</translation>
        </message>
        <message>
            <source>Try again; nothing was lost. If it keeps happening, contact the service's support.</source>
            <translation>もう一度お試しください。失われたものはありません。繰り返し起こる場合は、サービスのサポートにお問い合わせください。</translation>
        </message>
        <message>
            <source>The analysis did not finish</source>
            <translation>分析が完了しませんでした</translation>
        </message>
        <message>
            <source>Try again; nothing was lost.</source>
            <translation>もう一度お試しください。失われたものはありません。</translation>
        </message>
        <message>
            <source>Re-export it in one of the formats named below, then import it again.</source>
            <translation>下に示す形式のいずれかでエクスポートし直してから、もう一度インポートしてください。</translation>
        </message>
        <message>
            <source>English</source>
            <translation>英語</translation>
        </message>
        <message>
            <source>Spanish</source>
            <translation>スペイン語</translation>
        </message>
        <message>
            <source>Indonesian</source>
            <translation>インドネシア語</translation>
        </message>
        <message>
            <source>Japanese</source>
            <translation>日本語</translation>
        </message>
        <message>
            <source>The speech sounds like {language}</source>
            <translation>発話は{language}のようです</translation>
        </message>
        <message>
            <source>Analyse the same recordings again in {heard}: nothing is recorded again, and this run stays in the history. If the person did speak {chosen}, record again.</source>
            <translation>同じ録音を{heard}でもう一度分析してください。録音し直す必要はなく、この実行は履歴に残ります。本人が実際に{chosen}で話していた場合は、録音し直してください。</translation>
        </message>
        <message>
            <source>The service did not accept the API key</source>
            <translation>サービスが API キーを受け付けませんでした</translation>
        </message>
        <message>
            <source>Open Settings and enter the API key for this service.</source>
            <translation>設定を開き、このサービスの API キーを入力してください。</translation>
        </message>
        <message>
            <source>The upload link expired</source>
            <translation>アップロード用のリンクの期限が切れました</translation>
        </message>
        <message>
            <source>Try again: a new run is created from the same recordings.</source>
            <translation>もう一度お試しください。同じ録音から新しい実行が作成されます。</translation>
        </message>
        <message>
            <source>The service cannot be reached</source>
            <translation>サービスに接続できません</translation>
        </message>
        <message>
            <source>Check the network connection and the service address in Settings, then try again. The recordings are kept and upload when you retry.</source>
            <translation>ネットワーク接続と設定のサービスのアドレスを確認してから、もう一度お試しください。録音は保持され、再試行時にアップロードされます。</translation>
        </message>
        <message>
            <source>The service did not answer in time</source>
            <translation>サービスが時間内に応答しませんでした</translation>
        </message>
        <message>
            <source>Try again in a moment; the recordings are kept.</source>
            <translation>少し待ってからもう一度お試しください。録音は保持されています。</translation>
        </message>
        <message>
            <source>The service does not know this session's earlier run</source>
            <translation>サービスはこのセッションの以前の実行を認識していません</translation>
        </message>
        <message>
            <source>It may have been deleted, or made with another key and still be analysing. Check the service first; to analyse the recordings again as a new run, press the button.</source>
            <translation>削除されたか、別のキーで作成されてまだ分析中の可能性があります。まずサービスを確認してください。録音を新しい実行として分析し直すには、ボタンを押してください。</translation>
        </message>
        <message>
            <source>The service no longer has this run</source>
            <translation>サービスにこの実行はもうありません</translation>
        </message>
        <message>
            <source>Try again to create a new run from the same recordings.</source>
            <translation>もう一度試して、同じ録音から新しい実行を作成してください。</translation>
        </message>
        <message>
            <source>The service refused the session details</source>
            <translation>サービスがセッションの詳細を受け付けませんでした</translation>
        </message>
        <message>
            <source>Check the user label, date of birth and language in the session setup.</source>
            <translation>セッションの準備画面でユーザーラベル、生年月日、言語を確認してください。</translation>
        </message>
        <message>
            <source>The microphone cannot be used</source>
            <translation>マイクを使用できません</translation>
        </message>
        <message>
            <source>Check the input in Settings, or import a recording from a file.</source>
            <translation>設定で入力を確認するか、ファイルから録音をインポートしてください。</translation>
        </message>
        <message>
            <source>The recording file is too large</source>
            <translation>録音ファイルが大きすぎます</translation>
        </message>
        <message>
            <source>Save it in a compressed format such as FLAC, or trim it, then import it again.</source>
            <translation>フラックなどの圧縮形式で保存するか切り詰めてから、もう一度インポートしてください。</translation>
        </message>
        <message>
            <source>The recording could not be saved</source>
            <translation>録音を保存できませんでした</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation>問題が発生しました</translation>
        </message>
    </context>
    <context>
        <name>Errors</name>
        <message>
            <source>Run {run_id} failed with {code}: {reason}</source>
            <translation>実行 {run_id} が {code} で失敗しました: {reason}</translation>
        </message>
    </context>
    <context>
        <name>ExportActions</name>
        <message>
            <source>Results as JSON…</source>
            <translation>結果をJSONで…</translation>
        </message>
        <message>
            <source>Results as CSV…</source>
            <translation>結果をCSVで…</translation>
        </message>
        <message>
            <source>Transcript and measures as Praat TextGrid…</source>
            <translation>書き起こしと指標をPraat TextGridで…</translation>
        </message>
        <message>
            <source>PDF report…</source>
            <translation>PDFレポート…</translation>
        </message>
        <message>
            <source>Results and questionnaires as FHIR R4…</source>
            <translation>結果と質問票をFHIR R4で…</translation>
        </message>
        <message>
            <source>JSON document</source>
            <translation>JSON文書</translation>
        </message>
        <message>
            <source>CSV table</source>
            <translation>CSV表</translation>
        </message>
        <message>
            <source>Praat TextGrid</source>
            <translation>Praat TextGrid</translation>
        </message>
        <message>
            <source>PDF report</source>
            <translation>PDFレポート</translation>
        </message>
        <message>
            <source>FHIR R4 bundle</source>
            <translation>FHIR R4バンドル</translation>
        </message>
        <message>
            <source>Audio takes to a folder…</source>
            <translation>音声テイクをフォルダーへ…</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>エクスポート(&amp;E)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>エクスポート</translation>
        </message>
        <message>
            <source>No session is shown, so there is nothing to export.</source>
            <translation>セッションが表示されていないため、エクスポートするものがありません。</translation>
        </message>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} と {second}</translation>
        </message>
        <message>
            <source>Export audio to</source>
            <translation>音声のエクスポート先</translation>
        </message>
        <message>
            <source>Export failed</source>
            <translation>エクスポートに失敗しました</translation>
        </message>
        <message>
            <source>Nothing was exported. {reason}</source>
            <translation>何もエクスポートされませんでした。{reason}</translation>
        </message>
    </context>
    <context>
        <name>FeatureTable</name>
        <message>
            <source>Acoustic features by section</source>
            <translation>区間ごとの音響特徴量</translation>
        </message>
        <message>
            <source>Acoustic features</source>
            <translation>音響特徴量</translation>
        </message>
        <message>
            <source>Measured by Voxwell's engine with Praat's algorithms: point at a heading to see what it measures.</source>
            <translation>VoxwellのエンジンがPraatのアルゴリズムで測定しています。見出しを指すと、その指標の説明が表示されます。</translation>
        </message>
        <message>
            <source>These results carry no acoustic features (only Voxwell's engine sends them: the local one or a team server).</source>
            <translation>これらの結果には音響特徴量が含まれていません（送信するのはVoxwellのエンジン、つまりローカルのエンジンかチームサーバーだけです）。</translation>
        </message>
    </context>
    <context>
        <name>FileInput</name>
        <message>
            <source>Cannot play '{file}' as an input: it is not a readable audio file ({error}). Use a WAV, FLAC or Ogg file.</source>
            <translation>「{file}」を入力として再生できません。読み取れる音声ファイルではありません（{error}）。WAV、FLAC、Ogg のいずれかのファイルを使用してください。</translation>
        </message>
        <message>
            <source>File: {file}</source>
            <translation>ファイル: {file}</translation>
        </message>
        <message>
            <source>Reading '{file}' failed part way: {error}.</source>
            <translation>「{file}」の読み取りが途中で失敗しました: {error}。</translation>
        </message>
    </context>
    <context>
        <name>GroupPlot</name>
        <message>
            <source>All</source>
            <translation>すべて</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>（なし）</translation>
        </message>
        <message>
            <source>All sessions</source>
            <translation>すべてのセッション</translation>
        </message>
    </context>
    <context>
        <name>HistoryView</name>
        <message>
            <source>Date</source>
            <translation>日付</translation>
        </message>
        <message>
            <source>User label</source>
            <translation>ユーザーラベル</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>モデル</translation>
        </message>
        <message>
            <source>Service</source>
            <translation>サービス</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状態</translation>
        </message>
        <message>
            <source>Model version</source>
            <translation>モデルのバージョン</translation>
        </message>
        <message>
            <source>Show sessions of user label</source>
            <translation>ユーザーラベルのセッションを表示</translation>
        </message>
        <message>
            <source>User &amp;label:</source>
            <translation>ユーザーラベル(&amp;L):</translation>
        </message>
        <message>
            <source>&amp;Erase this person…</source>
            <translation>この人を消去(&amp;E)…</translation>
        </message>
        <message>
            <source>Erase every session, take, note and questionnaire of this user label from this computer and the local engine (Alt+E).</source>
            <translation>このユーザーラベルのすべてのセッション、テイク、メモ、質問票を、このコンピューターとローカルエンジンから消去します (Alt+E)。</translation>
        </message>
        <message>
            <source>All users</source>
            <translation>すべてのユーザー</translation>
        </message>
        <message numerus="yes">
            <source>%n session(s). Double-click or press Enter to open one.</source>
            <translation>
                <numerusform>%n 件のセッション。開くにはダブルクリックするか Enter キーを押してください。</numerusform>
            </translation>
        </message>
        <message>
            <source>No sessions for {label} yet: the trend shows their questionnaire totals.</source>
            <translation>{label} のセッションはまだありません。推移には質問票の合計が表示されます。</translation>
        </message>
        <message>
            <source>No sessions stored yet.</source>
            <translation>保存されたセッションはまだありません。</translation>
        </message>
        <message>
            <source>Nothing was erased: {error}</source>
            <translation>何も消去されませんでした: {error}</translation>
        </message>
        <message>
            <source>Erase this person</source>
            <translation>この人を消去</translation>
        </message>
        <message>
            <source>Erase everything this computer keeps of {label}?</source>
            <translation>このコンピューターに保存されている {label} のすべてを消去しますか？</translation>
        </message>
        <message>
            <source>Erase</source>
            <translation>消去</translation>
        </message>
        <message>
            <source>Erasing {label}…</source>
            <translation>{label} を消去しています…</translation>
        </message>
        <message>
            <source>The erase of {label} stopped: {error} It is finished at the next start.</source>
            <translation>{label} の消去が中断しました: {error} 次回の起動時に完了します。</translation>
        </message>
        <message numerus="yes">
            <source>Erased %n item(s) of {label} from this computer.</source>
            <translation>
                <numerusform>このコンピューターから {label} の項目を %n 件消去しました。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>IdentifierWarning</name>
        <message>
            <source>This label looks like an e-mail address. Use a code that does not identify the person.</source>
            <translation>このラベルはメールアドレスのようです。本人を特定しないコードを使ってください。</translation>
        </message>
        <message>
            <source>This label contains a long number, like a national ID, health or phone number. Use a study code instead.</source>
            <translation>このラベルには、国民 ID、保険証番号、電話番号のような長い数字が含まれています。代わりに研究用のコードを使ってください。</translation>
        </message>
        <message>
            <source>This label looks like a person's name. Use a code that does not identify them.</source>
            <translation>このラベルは人の名前のようです。本人を特定しないコードを使ってください。</translation>
        </message>
    </context>
    <context>
        <name>InspectionControls</name>
        <message>
            <source>Cursor: point at the plots.</source>
            <translation>カーソル: グラフを指してください。</translation>
        </message>
        <message>
            <source>Selection: drag across the plots to select a stretch.</source>
            <translation>選択: グラフ上をドラッグして範囲を選択してください。</translation>
        </message>
        <message>
            <source>Cursor {time} s</source>
            <translation>カーソル {time} s</translation>
        </message>
        <message>
            <source>spectrum {level}</source>
            <translation>スペクトル {level}</translation>
        </message>
        <message>
            <source>F0 {pitch}</source>
            <translation>F0 {pitch}</translation>
        </message>
        <message>
            <source>intensity {level}</source>
            <translation>強度 {level}</translation>
        </message>
        <message>
            <source>Selection {start}–{end} s ({duration} s)</source>
            <translation>選択 {start}–{end} s（{duration} s）</translation>
        </message>
        <message>
            <source>mean F0 {pitch}</source>
            <translation>平均F0 {pitch}</translation>
        </message>
        <message>
            <source>jitter {jitter}</source>
            <translation>ジッター {jitter}</translation>
        </message>
        <message>
            <source>shimmer {shimmer}</source>
            <translation>シマー {shimmer}</translation>
        </message>
        <message>
            <source>HNR {hnr}</source>
            <translation>調波雑音比 {hnr}</translation>
        </message>
        <message>
            <source>Play &amp;selection</source>
            <translation>選択範囲を再生(&amp;S)</translation>
        </message>
        <message>
            <source>Play &amp;visible</source>
            <translation>表示範囲を再生(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>停止(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Zoom to selection</source>
            <translation>選択範囲を拡大(&amp;Z)</translation>
        </message>
        <message>
            <source>Show &amp;all</source>
            <translation>すべて表示(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Formants F1–F3</source>
            <translation>フォルマント F1–F3(&amp;F)</translation>
        </message>
        <message>
            <source>Spectrogram view range, highest frequency</source>
            <translation>スペクトログラムの表示範囲、最高周波数</translation>
        </message>
        <message>
            <source>5 ms: broadband (formants); 30 ms: narrowband (harmonics)</source>
            <translation>5 ms: 広帯域（フォルマント）、30 ms: 狭帯域（倍音）</translation>
        </message>
        <message>
            <source>Spectrogram window length</source>
            <translation>スペクトログラムの窓長</translation>
        </message>
        <message>
            <source>Spectrogram dynamic range</source>
            <translation>スペクトログラムのダイナミックレンジ</translation>
        </message>
        <message>
            <source>View to</source>
            <translation>表示上限</translation>
        </message>
        <message>
            <source>Window</source>
            <translation>窓長</translation>
        </message>
        <message>
            <source>Dynamic range</source>
            <translation>ダイナミックレンジ</translation>
        </message>
    </context>
    <context>
        <name>InspectionPlots</name>
        <message>
            <source>Wave</source>
            <translation>波形</translation>
        </message>
        <message>
            <source>Freq (Hz)</source>
            <translation>周波数 (Hz)</translation>
        </message>
        <message>
            <source>F0 (Hz)</source>
            <translation>F0 (Hz)</translation>
        </message>
        <message>
            <source>Int. (dB)</source>
            <translation>強度 (dB)</translation>
        </message>
        <message>
            <source>Sections</source>
            <translation>区間</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>単語</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>時間</translation>
        </message>
    </context>
    <context>
        <name>InspectionView</name>
        <message>
            <source>No take file stored for this session: only the tiers can be shown.</source>
            <translation>このセッションにはテイクのファイルが保存されていません。階層のみ表示できます。</translation>
        </message>
        <message>
            <source>Computing the spectrogram, pitch and intensity…</source>
            <translation>スペクトログラム、ピッチ、強度を計算しています…</translation>
        </message>
        <message>
            <source>The tracks cannot be computed: {reason}</source>
            <translation>トラックを計算できません: {reason}</translation>
        </message>
        <message>
            <source>{duration} take. Drag to select, wheel to zoom, shift-drag to pan, click a word to play it.</source>
            <translation>{duration} のテイク。ドラッグで選択、ホイールで拡大縮小、Shift+ドラッグで移動、単語をクリックで再生します。</translation>
        </message>
        <message>
            <source>Computing the spectrogram with the new settings…</source>
            <translation>新しい設定でスペクトログラムを計算しています…</translation>
        </message>
        <message>
            <source>Computing the formants…</source>
            <translation>フォルマントを計算しています…</translation>
        </message>
    </context>
    <context>
        <name>LiveAlert</name>
        <message>
            <source>be aware, check in</source>
            <translation>注意して様子を確認</translation>
        </message>
        <message>
            <source>offer support, tell a clinician</source>
            <translation>支援を申し出て臨床医に伝える</translation>
        </message>
        <message>
            <source>possible suicide risk</source>
            <translation>自殺の危険の可能性</translation>
        </message>
        <message>
            <source>routine</source>
            <translation>通常対応</translation>
        </message>
        <message>
            <source>follow up within a week</source>
            <translation>1週間以内に経過確認</translation>
        </message>
        <message>
            <source>follow up within 48 hours</source>
            <translation>48時間以内に経過確認</translation>
        </message>
        <message>
            <source>follow up within 24 hours</source>
            <translation>24時間以内に経過確認</translation>
        </message>
        <message>
            <source>act now</source>
            <translation>直ちに対応</translation>
        </message>
        <message>
            <source>Alert level {level} of 3: {meaning} ({urgency})</source>
            <translation>アラート レベル {level}/3: {meaning}（{urgency}）</translation>
        </message>
        <message>
            <source>Alert level {level} of 3: {meaning}</source>
            <translation>アラート レベル {level}/3: {meaning}</translation>
        </message>
        <message>
            <source>Concerns: {concerns}.</source>
            <translation>懸念: {concerns}。</translation>
        </message>
    </context>
    <context>
        <name>LiveAlertBanner</name>
        <message>
            <source>Dismiss</source>
            <translation>閉じる</translation>
        </message>
        <message numerus="yes">
            <source>%n alert(s) in this take</source>
            <translation>
                <numerusform>このテイクのアラート %n 件</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LiveCaptionsView</name>
        <message>
            <source>Live captions: connecting to the service…</source>
            <translation>ライブ字幕: サービスに接続しています…</translation>
        </message>
        <message>
            <source>Live captions: listening.</source>
            <translation>ライブ字幕: 聞き取り中です。</translation>
        </message>
        <message>
            <source>Live captions: the last words of the take…</source>
            <translation>ライブ字幕: テイクの最後の言葉…</translation>
        </message>
        <message>
            <source>Live captions of the last take.</source>
            <translation>直前のテイクのライブ字幕です。</translation>
        </message>
        <message>
            <source>Live captions of the restored take, as they came when it was recorded.</source>
            <translation>復元したテイクのライブ字幕です（録音時に届いたとおり）。</translation>
        </message>
        <message>
            <source>Live captions appear here while a take is recorded.</source>
            <translation>テイクの録音中は、ここにライブ字幕が表示されます。</translation>
        </message>
        <message>
            <source>Live captions are off (Settings → Session defaults).</source>
            <translation>ライブ字幕はオフです（設定 → セッションの既定値）。</translation>
        </message>
        <message>
            <source>Live captions</source>
            <translation>ライブ字幕</translation>
        </message>
        <message>
            <source>Live captions unavailable: {reason}</source>
            <translation>ライブ字幕は利用できません: {reason}</translation>
        </message>
    </context>
    <context>
        <name>LiveMonitor</name>
        <message>
            <source>The service closed the session.</source>
            <translation>サービスがセッションを閉じました。</translation>
        </message>
        <message>
            <source>The service did not send the last captions in time.</source>
            <translation>サービスが最後の字幕を時間内に送信しませんでした。</translation>
        </message>
        <message>
            <source>The monitoring session failed ({error}).</source>
            <translation>モニタリングのセッションが失敗しました（{error}）。</translation>
        </message>
        <message>
            <source>error</source>
            <translation>エラー</translation>
        </message>
    </context>
    <context>
        <name>LocalEngine</name>
        <message>
            <source>The local engine has not started yet.</source>
            <translation>ローカルエンジンはまだ起動していません。</translation>
        </message>
        <message>
            <source>The local engine could not be started: {error}.</source>
            <translation>ローカルエンジンを起動できませんでした: {error}。</translation>
        </message>
        <message>
            <source>Another Voxwell engine is already running on {folder}.</source>
            <translation>別の Voxwell エンジンが {folder} ですでに動作しています。</translation>
        </message>
        <message>
            <source>The local engine did not become ready within {seconds} s. Its last output was:
{output}</source>
            <translation>ローカルエンジンが {seconds} s 以内に準備完了になりませんでした。最後の出力:
{output}</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>New session</source>
            <translation>新しいセッション</translation>
        </message>
        <message>
            <source>Import a recording</source>
            <translation>録音を読み込む</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>History</source>
            <translation>履歴</translation>
        </message>
        <message>
            <source>Study</source>
            <translation>研究</translation>
        </message>
        <message>
            <source>Questionnaires</source>
            <translation>質問票</translation>
        </message>
        <message>
            <source>User data</source>
            <translation>ユーザーデータ</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>アカウント</translation>
        </message>
        <message>
            <source>Local engine: not used</source>
            <translation>ローカルエンジン: 未使用</translation>
        </message>
        <message>
            <source>Local engine: not started</source>
            <translation>ローカルエンジン: 未起動</translation>
        </message>
        <message>
            <source>Local engine: starting</source>
            <translation>ローカルエンジン: 起動中</translation>
        </message>
        <message>
            <source>Local engine: ready</source>
            <translation>ローカルエンジン: 準備完了</translation>
        </message>
        <message>
            <source>Local engine: stopped</source>
            <translation>ローカルエンジン: 停止</translation>
        </message>
        <message>
            <source>Local engine: failed</source>
            <translation>ローカルエンジン: 失敗</translation>
        </message>
        <message>
            <source>Close this notice</source>
            <translation>このお知らせを閉じる</translation>
        </message>
        <message>
            <source>Session</source>
            <translation>セッション</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;New session</source>
            <translation>新しいセッション(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Import recording…</source>
            <translation>録音を読み込む(&amp;I)…</translation>
        </message>
        <message>
            <source>Use an audio file as the selected take instead of recording</source>
            <translation>録音する代わりに、音声ファイルを選択中のテイクとして使う</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>設定(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>キーボードショートカット(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;About Voxwell</source>
            <translation>Voxwell について(&amp;A)</translation>
        </message>
        <message>
            <source>Start a new session first: imported files fill a take of a session.</source>
            <translation>まず新しいセッションを開始してください。読み込んだファイルはセッションのテイクになります。</translation>
        </message>
        <message>
            <source>The File and Help menus</source>
            <translation>ファイル メニューとヘルプ メニュー</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>キーボードショートカット</translation>
        </message>
        <message>
            <source>Record, analyse and review voice sessions.</source>
            <translation>音声セッションを録音、分析、確認します。</translation>
        </message>
        <message>
            <source>Results from the local engine come from an acoustic reference model, not a clinical model. So do those of a team server, which runs the same engine.</source>
            <translation>ローカルエンジンの結果は、臨床モデルではなく音響の参照モデルによるものです。同じエンジンを動かすチームサーバーの結果も同様です。</translation>
        </message>
        <message>
            <source>About Voxwell</source>
            <translation>Voxwell について</translation>
        </message>
        <message>
            <source>Service: {name}</source>
            <translation>サービス: {name}</translation>
        </message>
        <message>
            <source>unencrypted (plain http)</source>
            <translation>暗号化なし（平文の HTTP）</translation>
        </message>
        <message>
            <source>no address (open Settings)</source>
            <translation>アドレスなし（設定を開いてください）</translation>
        </message>
        <message>
            <source>no API key (open Settings)</source>
            <translation>API キーなし（設定を開いてください）</translation>
        </message>
        <message>
            <source>Local engine: failed ({reason})</source>
            <translation>ローカルエンジン: 失敗（{reason}）</translation>
        </message>
        <message>
            <source>Local engine: {state}</source>
            <translation>ローカルエンジン: {state}</translation>
        </message>
        <message>
            <source>Data on this computer: encrypted</source>
            <translation>このコンピューターのデータ: 暗号化済み</translation>
        </message>
        <message>
            <source>Recordings, notes and results are encrypted with a key kept in this computer's keyring.</source>
            <translation>録音、メモ、結果は、このコンピューターのキーリングに保管された鍵で暗号化されます。</translation>
        </message>
        <message>
            <source>Data on this computer: NOT encrypted (no keyring)</source>
            <translation>このコンピューターのデータ: 暗号化されていません（キーリングなし）</translation>
        </message>
        <message>
            <source>the earlier {slot} take</source>
            <translation>以前の{slot}のテイク</translation>
        </message>
        <message>
            <source>Kept {takes}: it had more speech than the take sent. It is offered again at the next start, where it can be discarded.</source>
            <translation>{takes}を保持しました。送信したテイクより発話が多かったためです。次回の起動時にもう一度表示され、そこで破棄できます。</translation>
        </message>
        <message numerus="yes">
            <source>Resuming %n unfinished session(s).</source>
            <translation>
                <numerusform>未完了のセッション %n 件を再開しています。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MeterWidget</name>
        <message>
            <source>Not recording</source>
            <translation>録音していません</translation>
        </message>
        <message>
            <source>waiting for speech</source>
            <translation>発話待ち</translation>
        </message>
        <message>
            <source>too quiet</source>
            <translation>小さすぎる</translation>
        </message>
        <message>
            <source>good</source>
            <translation>良好</translation>
        </message>
        <message>
            <source>clipping</source>
            <translation>過入力</translation>
        </message>
        <message>
            <source>no signal</source>
            <translation>信号なし</translation>
        </message>
        <message>
            <source>Elapsed {elapsed} of {total}</source>
            <translation>経過 {elapsed} / {total}</translation>
        </message>
        <message>
            <source>Input level</source>
            <translation>入力レベル</translation>
        </message>
        <message>
            <source>Clip</source>
            <translation>過入力</translation>
        </message>
        <message>
            <source>Clipping lamp</source>
            <translation>過入力ランプ</translation>
        </message>
        <message>
            <source>Speech against target</source>
            <translation>目標に対する発話</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>レベル</translation>
        </message>
        <message>
            <source>Speech</source>
            <translation>発話</translation>
        </message>
        <message>
            <source>Not recording (level check: speak to see the level)</source>
            <translation>録音していません（レベル確認: 話すとレベルが表示されます）</translation>
        </message>
        <message>
            <source>{state}; level {level} dBFS</source>
            <translation>{state}、レベル {level} dBFS</translation>
        </message>
        <message>
            <source>Input level: {state}</source>
            <translation>入力レベル: {state}</translation>
        </message>
        <message>
            <source>Elapsed {elapsed} of {total} — stops in {left} s</source>
            <translation>経過 {elapsed} / {total} — あと {left} 秒で停止</translation>
        </message>
        <message>
            <source>The input has clipped</source>
            <translation>入力が過大になりました</translation>
        </message>
        <message>
            <source>No clipping</source>
            <translation>過入力なし</translation>
        </message>
        <message>
            <source>Enough speech ✓ ({seconds} s)</source>
            <translation>発話は十分 ✓（{seconds} 秒）</translation>
        </message>
        <message>
            <source>{spoken} s of {target} s</source>
            <translation>{spoken} 秒 / {target} 秒</translation>
        </message>
        <message numerus="yes">
            <source>Enough speech: %n second(s)</source>
            <translation>
                <numerusform>発話は十分です: %n 秒</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MonitorClient</name>
        <message>
            <source>The service refused the API key.</source>
            <translation>サービスが API キーを拒否しました。</translation>
        </message>
        <message>
            <source>The service has no monitoring endpoint ({path}) open to this key ({status}).</source>
            <translation>このサービスには、このキーで使えるモニタリングのエンドポイント（{path}）がありません（{status}）。</translation>
        </message>
        <message>
            <source>The service refused the session ({status}).</source>
            <translation>サービスがセッションを拒否しました（{status}）。</translation>
        </message>
        <message>
            <source>The monitoring endpoint at {url} cannot be reached ({error}).</source>
            <translation>{url} のモニタリングのエンドポイントに接続できません（{error}）。</translation>
        </message>
        <message>
            <source>The monitoring session is not connected.</source>
            <translation>モニタリングのセッションは接続されていません。</translation>
        </message>
        <message>
            <source>The service closed the monitoring session ({reason}).</source>
            <translation>サービスがモニタリングのセッションを終了しました（{reason}）。</translation>
        </message>
        <message>
            <source>The service closed the monitoring session (no reason).</source>
            <translation>サービスがモニタリングのセッションを終了しました（理由なし）。</translation>
        </message>
    </context>
    <context>
        <name>ParticipantPlot</name>
        <message>
            <source>Date</source>
            <translation>日付</translation>
        </message>
    </context>
    <context>
        <name>PdfReport</name>
        <message>
            <source>Distress</source>
            <translation>苦痛</translation>
        </message>
        <message>
            <source>Stress</source>
            <translation>ストレス</translation>
        </message>
        <message>
            <source>Exhaustion</source>
            <translation>疲弊</translation>
        </message>
        <message>
            <source>Sleep</source>
            <translation>睡眠</translation>
        </message>
        <message>
            <source>Self-esteem</source>
            <translation>自尊心</translation>
        </message>
        <message>
            <source>Strain</source>
            <translation>負荷</translation>
        </message>
        <message>
            <source>Depression probability</source>
            <translation>うつ病の確率</translation>
        </message>
        <message>
            <source>Anxiety probability</source>
            <translation>不安症の確率</translation>
        </message>
        <message>
            <source>{disorder} probability</source>
            <translation>{disorder}の確率</translation>
        </message>
        <message>
            <source>Not given</source>
            <translation>未記入</translation>
        </message>
        <message>
            <source>User label: {user}    Date of birth: {birth}    Sex: {sex}    Language: {language}</source>
            <translation>ユーザーラベル: {user}    生年月日: {birth}    性別: {sex}    言語: {language}</translation>
        </message>
        <message>
            <source>not given</source>
            <translation>未記入</translation>
        </message>
        <message>
            <source>Session: {when}    Service: {service}    Model version: {version}</source>
            <translation>セッション: {when}    サービス: {service}    モデルのバージョン: {version}</translation>
        </message>
        <message>
            <source>not reported by the service</source>
            <translation>サービスからの報告なし</translation>
        </message>
        <message>
            <source>Start s</source>
            <translation>開始 s</translation>
        </message>
        <message>
            <source>End s</source>
            <translation>終了 s</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>スコア</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>値</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>重症度</translation>
        </message>
        <message>
            <source>(no words)</source>
            <translation>（言葉なし）</translation>
        </message>
        <message>
            <source>Voxwell results support research and wellness monitoring; they are not a diagnosis. Results of the acoustic reference model (models named {models}, from the local engine or a team server running the same engine) are not the hosted clinical model: use them to compare recordings.</source>
            <translation>Voxwell の結果は研究とウェルネスの見守りを支援するものであり、診断ではありません。音響参照モデル（{models} という名前のモデル。ローカルエンジン、または同じエンジンを実行するチームサーバーによるもの）の結果は、ホスト型の臨床モデルの結果ではありません。録音の比較に使用してください。</translation>
        </message>
        <message>
            <source>{slot}: {text}</source>
            <translation>{slot}: {text}</translation>
        </message>
        <message>
            <source>Read-aloud check: {check}</source>
            <translation>音読の確認: {check}</translation>
        </message>
        <message numerus="yes">
            <source>No questionnaire was answered within %n day(s) of this session.</source>
            <translation>
                <numerusform>このセッションの前後 %n 日以内に回答された質問票はありません。</numerusform>
            </translation>
        </message>
        <message>
            <source>answered {when}</source>
            <translation>回答日時 {when}</translation>
        </message>
        <message>
            <source>total {score} of {most}</source>
            <translation>合計 {score} / {most}</translation>
        </message>
        <message>
            <source>total {score}</source>
            <translation>合計 {score}</translation>
        </message>
        <message>
            <source>answered in {language}</source>
            <translation>回答言語 {language}</translation>
        </message>
        <message>
            <source>page {page}</source>
            <translation>{page} ページ</translation>
        </message>
        <message>
            <source>Voxwell session report: {user}</source>
            <translation>Voxwell セッションレポート: {user}</translation>
        </message>
        <message>
            <source>the PDF could not be started</source>
            <translation>PDF を開始できませんでした</translation>
        </message>
        <message>
            <source>run {run}</source>
            <translation>実行 {run}</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>printed {when}</source>
            <translation>印刷日時 {when}</translation>
        </message>
        <message>
            <source>headings are coloured as in the chart; ~ marks a continuous measure</source>
            <translation>見出しの色はグラフと同じです。~ は連続値の指標を示します</translation>
        </message>
        <message>
            <source>Voxwell session report · {model}</source>
            <translation>Voxwell セッションレポート · {model}</translation>
        </message>
        <message>
            <source>Transcript</source>
            <translation>書き起こし</translation>
        </message>
        <message>
            <source>Questionnaires in the same period</source>
            <translation>同時期の質問票</translation>
        </message>
        <message>
            <source>Live monitoring</source>
            <translation>ライブモニタリング</translation>
        </message>
        <message>
            <source>Disclaimer: {disclaimer}</source>
            <translation>免責事項: {disclaimer}</translation>
        </message>
    </context>
    <context>
        <name>Playback</name>
        <message>
            <source>Cannot play '{file}': {error}. The file may be damaged.</source>
            <translation>「{file}」を再生できません: {error}。ファイルが破損している可能性があります。</translation>
        </message>
        <message>
            <source>Cannot play '{file}': {error}</source>
            <translation>「{file}」を再生できません: {error}</translation>
        </message>
        <message>
            <source>Could not play the recording: {reason}</source>
            <translation>録音を再生できませんでした: {reason}</translation>
        </message>
        <message>
            <source>Could not stop playing: {reason}</source>
            <translation>再生を停止できませんでした: {reason}</translation>
        </message>
        <message>
            <source>Could not check playback: {reason}</source>
            <translation>再生の状態を確認できませんでした: {reason}</translation>
        </message>
    </context>
    <context>
        <name>QuestionnaireLink</name>
        <message>
            <source>Questionnaire link</source>
            <translation>質問票のリンク</translation>
        </message>
        <message>
            <source>This link opens on this computer only. To let a phone open it, turn on sharing in Settings &gt; Questionnaires and restart Voxwell.</source>
            <translation>このリンクはこのコンピューターでのみ開けます。スマートフォンで開けるようにするには、設定 &gt; 質問票 で共有をオンにして Voxwell を再起動してください。</translation>
        </message>
    </context>
    <context>
        <name>QuestionnaireResults</name>
        <message>
            <source>This questionnaire has no score.</source>
            <translation>この質問票には点数がありません。</translation>
        </message>
        <message>
            <source>Score {score} of {max_score} — {severity}</source>
            <translation>点数 {score}／{max_score} — {severity}</translation>
        </message>
        <message>
            <source>Score {score} of {max_score}</source>
            <translation>点数 {score}／{max_score}</translation>
        </message>
        <message>
            <source>Score {score} — {severity}</source>
            <translation>点数 {score} — {severity}</translation>
        </message>
        <message>
            <source>Score {score}</source>
            <translation>点数 {score}</translation>
        </message>
        <message>
            <source>(no answer)</source>
            <translation>（回答なし）</translation>
        </message>
        <message>
            <source>Safety flag raised</source>
            <translation>安全フラグが立てられました</translation>
        </message>
        <message>
            <source>The service raised a safety flag on these answers.</source>
            <translation>サービスがこれらの回答に安全フラグを立てました。</translation>
        </message>
        <message>
            <source>{type} for {user}: answered — SAFETY FLAG</source>
            <translation>{user} の {type}：回答済み — 安全フラグ</translation>
        </message>
        <message>
            <source>{type} for {user}: answered</source>
            <translation>{user} の {type}：回答済み</translation>
        </message>
        <message>
            <source>{type} for {user}: no longer available at {service}</source>
            <translation>{user} の {type}：{service} ではもう利用できません</translation>
        </message>
        <message>
            <source>{type} for {user}: waiting for answers</source>
            <translation>{user} の {type}：回答待ち</translation>
        </message>
        <message>
            <source>{service} no longer has this questionnaire (it was deleted).</source>
            <translation>{service} にはこの質問票がもうありません（削除されました）。</translation>
        </message>
        <message>
            <source>Created at {service}: switch to it to check for answers.</source>
            <translation>{service} で作成されました。回答を確認するには、そのサービスに切り替えてください。</translation>
        </message>
        <message>
            <source>Waiting for the user to answer. Copy the link or open it in the browser; the answers appear here by themselves.</source>
            <translation>ユーザーの回答を待っています。リンクをコピーするかブラウザーで開いてください。回答は自動的にここに表示されます。</translation>
        </message>
    </context>
    <context>
        <name>QuestionnaireSettingsBox</name>
        <message>
            <source>Off: a questionnaire link opens on this computer only. On: the questionnaire pages, and nothing else of the engine, are also served on this computer's address on the local network, so a patient's phone on the same network can open the link or scan its QR code. Anyone on that network who has a link can answer it; each link works once and for a day. Used from the next start.</source>
            <translation>オフ: 質問票のリンクはこのコンピューターでのみ開けます。オン: 質問票のページ（エンジンのそれ以外の部分は含みません）が、ローカルネットワーク上のこのコンピューターのアドレスでも提供されるため、同じネットワーク上の患者のスマートフォンでリンクを開くか、QR コードを読み取れます。そのネットワーク上でリンクを持つ人は誰でも回答できます。各リンクは1回限り、1日間有効です。次回の起動から使われます。</translation>
        </message>
        <message>
            <source>Questionnaires</source>
            <translation>質問票</translation>
        </message>
        <message>
            <source>Let patients open questionnaire links on their own phone</source>
            <translation>患者が自分のスマートフォンで質問票のリンクを開けるようにする</translation>
        </message>
        <message>
            <source>Found at start (this computer's network address)</source>
            <translation>起動時に検出（このコンピューターのネットワークアドレス）</translation>
        </message>
        <message>
            <source>Crisis text language</source>
            <translation>危機対応テキストの言語</translation>
        </message>
        <message>
            <source>Crisis text</source>
            <translation>危機対応テキスト</translation>
        </message>
        <message>
            <source>Network address</source>
            <translation>ネットワークアドレス</translation>
        </message>
    </context>
    <context>
        <name>QuestionnaireWatch</name>
        <message>
            <source>{error} Copy the link now: it will not be kept after closing.</source>
            <translation>{error} 今すぐリンクをコピーしてください。閉じた後は保持されません。</translation>
        </message>
        <message>
            <source>The answers arrived but could not be saved: {error} (trying again).</source>
            <translation>回答は届きましたが保存できませんでした：{error}（再試行します）。</translation>
        </message>
    </context>
    <context>
        <name>QuestionnairesView</name>
        <message>
            <source>User label</source>
            <translation>ユーザーラベル</translation>
        </message>
        <message>
            <source>User label (the session's by default)</source>
            <translation>ユーザーラベル (既定はセッションのもの)</translation>
        </message>
        <message>
            <source>Questionnaire type</source>
            <translation>質問票の種類</translation>
        </message>
        <message>
            <source>&amp;Create questionnaire</source>
            <translation>質問票を作成(&amp;C)</translation>
        </message>
        <message>
            <source>Questionnaires created</source>
            <translation>作成した質問票</translation>
        </message>
        <message>
            <source>Activity link</source>
            <translation>アクティビティのリンク</translation>
        </message>
        <message>
            <source>Co&amp;py link</source>
            <translation>リンクをコピー(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Open in browser</source>
            <translation>ブラウザーで開く(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;QR code</source>
            <translation>QRコード(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Patient fills in here…</source>
            <translation>患者がここで回答(&amp;P)…</translation>
        </message>
        <message>
            <source>Patient's language:</source>
            <translation>患者の言語:</translation>
        </message>
        <message>
            <source>Patient's language</source>
            <translation>患者の言語</translation>
        </message>
        <message>
            <source>The language of the form the patient fills in here: its words and the questionnaire's published wording in that language</source>
            <translation>患者がここで記入するフォームの言語: フォームの文言と、その言語で公開された質問票の文言</translation>
        </message>
        <message>
            <source>C&amp;heck now</source>
            <translation>今すぐ確認(&amp;H)</translation>
        </message>
        <message>
            <source>Choose a type and create a questionnaire for the user label.</source>
            <translation>種類を選び、ユーザーラベルの質問票を作成してください。</translation>
        </message>
        <message>
            <source>User label:</source>
            <translation>ユーザーラベル:</translation>
        </message>
        <message>
            <source>Type:</source>
            <translation>種類:</translation>
        </message>
        <message>
            <source>Activity link:</source>
            <translation>アクティビティのリンク:</translation>
        </message>
        <message>
            <source>&amp;Create for {label}</source>
            <translation>{label} 用に作成(&amp;C)</translation>
        </message>
        <message>
            <source>Enter a user label for the questionnaire.</source>
            <translation>質問票のユーザーラベルを入力してください。</translation>
        </message>
        <message>
            <source>No questionnaire types are configured in this installation.</source>
            <translation>このインストールには質問票の種類が設定されていません。</translation>
        </message>
        <message>
            <source>The user label must be 1 to 256 characters long.</source>
            <translation>ユーザーラベルは1〜256文字にしてください。</translation>
        </message>
        <message>
            <source>Could not check for answers: {error} (trying again).</source>
            <translation>回答を確認できませんでした: {error} (再試行します)。</translation>
        </message>
        <message>
            <source>Link copied. Send it to the user or paste it in a browser.</source>
            <translation>リンクをコピーしました。ユーザーに送るか、ブラウザーに貼り付けてください。</translation>
        </message>
        <message>
            <source>No web browser could be opened. Copy the link and open it by hand.</source>
            <translation>ウェブブラウザーを開けませんでした。リンクをコピーして手動で開いてください。</translation>
        </message>
        <message>
            <source>The link was passed to your web browser. If no browser window appears, use Copy link and paste it into one.</source>
            <translation>リンクをウェブブラウザーに渡しました。ブラウザーのウィンドウが表示されない場合は、「リンクをコピー」を使ってブラウザーに貼り付けてください。</translation>
        </message>
        <message>
            <source>This questionnaire type is not known to this version of Voxwell.</source>
            <translation>このバージョンの Voxwell はこの種類の質問票に対応していません。</translation>
        </message>
        <message>
            <source>{name}: answered {time}.</source>
            <translation>{name}: {time} に回答済み。</translation>
        </message>
    </context>
    <context>
        <name>ReadingPanel</name>
        <message>
            <source>Safety flag</source>
            <translation>安全フラグ</translation>
        </message>
        <message>
            <source>#</source>
            <translation>番号</translation>
        </message>
        <message>
            <source>Question</source>
            <translation>質問</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>回答</translation>
        </message>
    </context>
    <context>
        <name>RecordingView</name>
        <message>
            <source>Read aloud: {title} (no passage in the session language; English shown)</source>
            <translation>音読: {title}（セッションの言語の文章がないため、英語で表示しています）</translation>
        </message>
        <message>
            <source>Read aloud: {title}</source>
            <translation>音読: {title}</translation>
        </message>
        <message>
            <source>Ask the mood question, and let the person answer freely</source>
            <translation>気分の質問をして、自由に答えてもらってください</translation>
        </message>
        <message>
            <source>Let the person talk freely, for example about how they have been feeling lately, until the meter shows “Enough speech”.</source>
            <translation>最近の気分などについて、メーターに「発話は十分」と表示されるまで自由に話してもらってください。</translation>
        </message>
        <message>
            <source>Press Space (or Record) to start, and again to stop.</source>
            <translation>スペースキー（または「録音」）を押すと開始し、もう一度押すと停止します。</translation>
        </message>
        <message>
            <source>Recording</source>
            <translation>録音</translation>
        </message>
        <message>
            <source>{instruction}. Space starts and stops the take.</source>
            <translation>{instruction}。スペースキーでテイクの開始と停止を行います。</translation>
        </message>
        <message>
            <source>Level check: speak and watch the level bar. Press Space to start recording.</source>
            <translation>レベル確認: 話しながらレベルバーを見てください。スペースキーを押すと録音を開始します。</translation>
        </message>
        <message>
            <source>The level check ended, and the microphone is closed. Press Check level to see the level again, or Space to start recording.</source>
            <translation>レベル確認が終わり、マイクを閉じました。もう一度レベルを見るには「レベル確認」を、録音を開始するにはスペースキーを押してください。</translation>
        </message>
        <message>
            <source>Recording the take… press Space to stop.</source>
            <translation>テイクを録音中… スペースキーで停止します。</translation>
        </message>
        <message>
            <source>Recording {slot}… press Space to stop.</source>
            <translation>{slot}を録音中… スペースキーで停止します。</translation>
        </message>
        <message>
            <source>The take was not kept.</source>
            <translation>テイクは保存されませんでした。</translation>
        </message>
        <message>
            <source>&lt;b&gt;The take cannot be played here.&lt;/b&gt; {error} It is kept and can still be uploaded.</source>
            <translation>&lt;b&gt;このテイクはここでは再生できません。&lt;/b&gt;{error} テイクは保存されており、引き続きアップロードできます。</translation>
        </message>
        <message>
            <source>Playing the take ({clock}).</source>
            <translation>テイクを再生中（{clock}）。</translation>
        </message>
        <message>
            <source>Playing {slot} ({clock}).</source>
            <translation>{slot}を再生中（{clock}）。</translation>
        </message>
        <message>
            <source>Import a recording</source>
            <translation>録音を読み込む</translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}.&lt;/b&gt; {action}&lt;br&gt;{detail}</source>
            <translation>&lt;b&gt;{title}。&lt;/b&gt;{action}&lt;br&gt;{detail}</translation>
        </message>
    </context>
    <context>
        <name>Recovery</name>
        <message numerus="yes">
            <source>Kept %n recovered take(s) for {people}: they fill the matching slots of that person's next session only.</source>
            <translation>
                <numerusform>{people} の復元したテイクを %n 件保持しました。その人の次のセッションの該当する枠にのみ使われます。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Kept %n take(s) with no owner recorded in the takes folder; import them by hand into the right session.</source>
            <translation>
                <numerusform>所有者の記録がないテイク %n 件をテイクのフォルダーに保持しました。正しいセッションに手動でインポートしてください。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RecoveryDialog</name>
        <message>
            <source>Recordings not uploaded</source>
            <translation>アップロードされていない録音</translation>
        </message>
        <message>
            <source>Voxwell was closed before these takes were uploaded; any cut short while they were being recorded have been repaired. They can be kept: a kept take fills the matching slot of the next session of the same person, never anyone else's.</source>
            <translation>これらのテイクをアップロードする前に Voxwell が終了しました。録音中に途切れたものは修復済みです。テイクは保持できます。保持したテイクは同じ人の次のセッションの対応する枠に入り、ほかの人のセッションには入りません。</translation>
        </message>
        <message numerus="yes">
            <source>%n earlier take(s) of the same slots, recorded again since, were moved to {folder} and will not be offered again.</source>
            <translation>
                <numerusform>同じ枠でその後に録り直された以前のテイク %n 件は {folder} に移動され、今後は表示されません。</numerusform>
            </translation>
        </message>
        <message>
            <source>Listen</source>
            <translation>再生</translation>
        </message>
        <message>
            <source>Keep ticked</source>
            <translation>チェックしたものを保持</translation>
        </message>
        <message>
            <source>Decide later</source>
            <translation>後で決める</translation>
        </message>
        <message>
            <source>person unknown</source>
            <translation>人物不明</translation>
        </message>
        <message>
            <source>recorded {time}</source>
            <translation>{time} に録音</translation>
        </message>
        <message>
            <source>date unknown</source>
            <translation>日付不明</translation>
        </message>
        <message>
            <source>speech not measured</source>
            <translation>発話は未測定</translation>
        </message>
        <message>
            <source>{seconds} s of speech</source>
            <translation>発話 {seconds} 秒</translation>
        </message>
        <message>
            <source>not uploaded</source>
            <translation>未アップロード</translation>
        </message>
        <message>
            <source>cut short, repaired</source>
            <translation>途中で途切れ、修復済み</translation>
        </message>
        <message>
            <source>{person}, {when}: {slot}, {length} long, {measured} ({state})</source>
            <translation>{person}、{when}: {slot}、長さ {length}、{measured}（{state}）</translation>
        </message>
        <message>
            <source>The take cannot be played here. {error}</source>
            <translation>このテイクはここでは再生できません。{error}</translation>
        </message>
    </context>
    <context>
        <name>Region</name>
        <message>
            <source>Default</source>
            <translation>既定</translation>
        </message>
        <message>
            <source>Canada</source>
            <translation>カナダ</translation>
        </message>
        <message>
            <source>United States</source>
            <translation>米国</translation>
        </message>
        <message>
            <source>Local engine</source>
            <translation>ローカルエンジン</translation>
        </message>
        <message>
            <source>Team server</source>
            <translation>チームサーバー</translation>
        </message>
    </context>
    <context>
        <name>ResultsStyle</name>
        <message>
            <source>Distress</source>
            <translation>苦痛</translation>
        </message>
        <message>
            <source>Stress</source>
            <translation>ストレス</translation>
        </message>
        <message>
            <source>Exhaustion</source>
            <translation>疲弊</translation>
        </message>
        <message>
            <source>Sleep propensity</source>
            <translation>眠気の傾向</translation>
        </message>
        <message>
            <source>Low self-esteem</source>
            <translation>自尊心の低さ</translation>
        </message>
        <message>
            <source>Mental strain</source>
            <translation>精神的負荷</translation>
        </message>
        <message>
            <source>Depression probability</source>
            <translation>うつ病の確率</translation>
        </message>
        <message>
            <source>Anxiety probability</source>
            <translation>不安症の確率</translation>
        </message>
        <message>
            <source>Little interest or pleasure</source>
            <translation>興味や喜びの減退</translation>
        </message>
        <message>
            <source>Feeling down or hopeless</source>
            <translation>気分の落ち込み・絶望感</translation>
        </message>
        <message>
            <source>Sleep problems</source>
            <translation>睡眠の問題</translation>
        </message>
        <message>
            <source>Tired, little energy</source>
            <translation>疲れ・気力の低下</translation>
        </message>
        <message>
            <source>Appetite changes</source>
            <translation>食欲の変化</translation>
        </message>
        <message>
            <source>Feeling bad about oneself</source>
            <translation>自分を責める気持ち</translation>
        </message>
        <message>
            <source>Trouble concentrating</source>
            <translation>集中困難</translation>
        </message>
        <message>
            <source>Moving or speaking slowly / restless</source>
            <translation>動作や話し方の遅さ／落ち着きのなさ</translation>
        </message>
        <message>
            <source>Nervous, anxious, on edge</source>
            <translation>緊張・不安・いらいら</translation>
        </message>
        <message>
            <source>Cannot stop worrying</source>
            <translation>心配が止められない</translation>
        </message>
        <message>
            <source>Worrying too much</source>
            <translation>心配しすぎる</translation>
        </message>
        <message>
            <source>Trouble relaxing</source>
            <translation>くつろげない</translation>
        </message>
        <message>
            <source>So restless it is hard to sit still</source>
            <translation>じっと座っていられないほど落ち着かない</translation>
        </message>
        <message>
            <source>Easily annoyed or irritable</source>
            <translation>いらだちやすい・怒りっぽい</translation>
        </message>
        <message>
            <source>Afraid something awful might happen</source>
            <translation>何か恐ろしいことが起こりそうな不安</translation>
        </message>
        <message>
            <source>Acoustic reference model (local engine) — not the hosted clinical model. Use these values to compare recordings, not to diagnose.</source>
            <translation>音響の参照モデル（ローカルエンジン）— ホスト型の臨床モデルではありません。これらの値は録音の比較に使い、診断には使わないでください。</translation>
        </message>
        <message>
            <source>Acoustic reference model (team server, which runs the same engine as the local one) — not the hosted clinical model. Use these values to compare recordings, not to diagnose.</source>
            <translation>音響の参照モデル（ローカルと同じエンジンを動かすチームサーバー）— ホスト型の臨床モデルではありません。これらの値は録音の比較に使い、診断には使わないでください。</translation>
        </message>
        <message>
            <source>unknown time</source>
            <translation>時刻不明</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>長さ</translation>
        </message>
        <message>
            <source>Speech</source>
            <translation>発話</translation>
        </message>
        <message>
            <source>F0 mean</source>
            <translation>F0 平均</translation>
        </message>
        <message>
            <source>F0 SD</source>
            <translation>F0 標準偏差</translation>
        </message>
        <message>
            <source>Jitter (local)</source>
            <translation>ジッター（局所）</translation>
        </message>
        <message>
            <source>Shimmer (local)</source>
            <translation>シマー（局所）</translation>
        </message>
        <message>
            <source>HNR</source>
            <translation>調波対雑音比</translation>
        </message>
        <message>
            <source>Intensity mean</source>
            <translation>強度の平均</translation>
        </message>
        <message>
            <source>Intensity SD</source>
            <translation>強度の標準偏差</translation>
        </message>
        <message>
            <source>Syllables</source>
            <translation>音節数</translation>
        </message>
        <message>
            <source>Speech rate</source>
            <translation>発話速度</translation>
        </message>
        <message>
            <source>Articulation rate</source>
            <translation>構音速度</translation>
        </message>
        <message>
            <source>Pauses</source>
            <translation>ポーズ数</translation>
        </message>
        <message>
            <source>Pause mean</source>
            <translation>ポーズの平均</translation>
        </message>
        <message>
            <source>Length of the section (of the take, in a two-recording run).</source>
            <translation>区間の長さ（2つの録音の実行ではテイクの長さ）。</translation>
        </message>
        <message>
            <source>Seconds the speech detector (Silero VAD) counts as speech.</source>
            <translation>発話検出器が発話として数えた秒数。</translation>
        </message>
        <message>
            <source>Mean pitch (F0) over voiced frames: Praat's To Pitch (ac), in the speaker's own pitch range.</source>
            <translation>有声フレームの平均ピッチ（F0）。Praat のピッチ抽出（自己相関法）で、話者自身の声域で求めます。</translation>
        </message>
        <message>
            <source>The same mean pitch, in semitones above 100 Hz.</source>
            <translation>同じ平均ピッチを、100 Hz を基準とした半音で表したもの。</translation>
        </message>
        <message>
            <source>Pitch variation (intonation): standard deviation of F0 in semitones.</source>
            <translation>ピッチの変動（抑揚）：半音単位の F0 の標準偏差。</translation>
        </message>
        <message>
            <source>Cycle-to-cycle variation of the pitch period: Praat's jitter (local).</source>
            <translation>ピッチ周期の周期ごとの変動：Praat のジッター（局所）。</translation>
        </message>
        <message>
            <source>Cycle-to-cycle variation of the amplitude: Praat's shimmer (local).</source>
            <translation>振幅の周期ごとの変動：Praat のシマー（局所）。</translation>
        </message>
        <message>
            <source>Harmonics-to-noise ratio: Praat's To Harmonicity (cc); lower sounds breathier or hoarser.</source>
            <translation>調波対雑音比：Praat の調波性算出（相互相関法）。低いほど息漏れや嗄声が強く聞こえます。</translation>
        </message>
        <message>
            <source>Mean intensity of the frames inside speech (an energy average); it depends on the microphone and its distance.</source>
            <translation>発話中のフレームの平均強度（エネルギーの平均）。マイクとその距離に左右されます。</translation>
        </message>
        <message>
            <source>Variation of intensity across the frames inside speech.</source>
            <translation>発話中のフレーム間での強度の変動。</translation>
        </message>
        <message>
            <source>Syllable nuclei (de Jong &amp; Wempe 2009): voiced intensity peaks in speech.</source>
            <translation>音節核（デ・ヨングとヴェンペ、2009 年）：発話中の有声の強度ピーク。</translation>
        </message>
        <message>
            <source>Syllables per second of the whole section, pauses included.</source>
            <translation>区間全体での 1 秒あたりの音節数（ポーズを含む）。</translation>
        </message>
        <message>
            <source>Syllables per second of speech alone, pauses left out.</source>
            <translation>発話部分だけでの 1 秒あたりの音節数（ポーズを除く）。</translation>
        </message>
        <message>
            <source>Silences of at least 0.25 s between stretches of speech.</source>
            <translation>発話と発話の間にある 0.25 s 以上の無音。</translation>
        </message>
        <message>
            <source>Mean length of those pauses.</source>
            <translation>それらのポーズの平均の長さ。</translation>
        </message>
        <message>
            <source>{label} (continuous)</source>
            <translation>{label}（連続値）</translation>
        </message>
        <message>
            <source>None</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Mild</source>
            <translation>軽度</translation>
        </message>
        <message>
            <source>Moderate</source>
            <translation>中等度</translation>
        </message>
        <message>
            <source>Severe</source>
            <translation>重度</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>不明</translation>
        </message>
    </context>
    <context>
        <name>ResultsTable</name>
        <message>
            <source>Section</source>
            <translation>区間</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>指標</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>値</translation>
        </message>
        <message>
            <source>Band</source>
            <translation>区分</translation>
        </message>
        <message>
            <source>Measures by section as a table</source>
            <translation>区間ごとの指標（表形式）</translation>
        </message>
        <message>
            <source>One row per section and measure: the section's time span, the measure, its value from 0 to 1 and its band. Enter plays the section.</source>
            <translation>区間と指標ごとに1行：区間の時間範囲、指標、0～1の値、区分。Enter キーで区間を再生します。</translation>
        </message>
        <message>
            <source>no band (continuous)</source>
            <translation>区分なし（連続値）</translation>
        </message>
    </context>
    <context>
        <name>ResultsView</name>
        <message>
            <source>Open a session from History, or finish a recording, to see results here.</source>
            <translation>結果を表示するには、履歴からセッションを開くか、録音を完了してください。</translation>
        </message>
        <message>
            <source>No session open</source>
            <translation>セッションが開かれていません</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>スコア</translation>
        </message>
        <message>
            <source>Scores as a table</source>
            <translation>スコアの表</translation>
        </message>
        <message>
            <source>Inspect</source>
            <translation>詳細表示</translation>
        </message>
        <message>
            <source>The take's spectrogram, pitch, intensity and words</source>
            <translation>テイクのスペクトログラム、ピッチ、強度、単語</translation>
        </message>
        <message>
            <source>Model version: {version}</source>
            <translation>モデルのバージョン: {version}</translation>
        </message>
        <message>
            <source>Model version: not reported by the service</source>
            <translation>モデルのバージョン: サービスから報告されていません</translation>
        </message>
        <message>
            <source>Warnings: {warnings}</source>
            <translation>警告: {warnings}</translation>
        </message>
        <message numerus="yes">
            <source>Live monitoring raised %n alert(s) while recording; the highest: {heading}: {reason} Captions and alerts with their times are in the PDF report. {note}</source>
            <translation>
                <numerusform>ライブ監視で録音中に %n 件のアラートが出ました。最も高いもの: {heading}: {reason} 字幕とアラートは時刻とともにPDFレポートに記載されています。{note}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Live monitoring raised %n alert(s) while recording; the highest: {heading}. Captions and alerts with their times are in the PDF report. {note}</source>
            <translation>
                <numerusform>ライブ監視で録音中に %n 件のアラートが出ました。最も高いもの: {heading}。字幕とアラートは時刻とともにPDFレポートに記載されています。{note}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The stored results cannot be shown: they do not have the expected shape (%n problem(s)). Export them as JSON to inspect them.</source>
            <translation>
                <numerusform>保存された結果を表示できません: 想定された形式ではありません（%n 件の問題）。JSONでエクスポートして確認してください。</numerusform>
            </translation>
        </message>
        <message>
            <source>The audio takes were saved in {path}</source>
            <translation>音声テイクを {path} に保存しました</translation>
        </message>
        <message>
            <source>Saved {path}</source>
            <translation>保存しました: {path}</translation>
        </message>
        <message>
            <source>The take file of this session is missing; cannot play.</source>
            <translation>このセッションのテイクのファイルがありません。再生できません。</translation>
        </message>
        <message>
            <source>Cannot play this section: {reason}</source>
            <translation>この区間を再生できません: {reason}</translation>
        </message>
        <message>
            <source>Cannot play this section: playback is unavailable ({reason}).</source>
            <translation>この区間を再生できません: 再生機能を利用できません（{reason}）。</translation>
        </message>
        <message>
            <source>Playing section {number} ({start}–{end}).</source>
            <translation>区間 {number} を再生中（{start}–{end}）。</translation>
        </message>
    </context>
    <context>
        <name>Retention</name>
        <message>
            <source>This recording was removed on {date} under the retention rule. The results are kept.</source>
            <translation>この録音は保持ルールにより {date} に削除されました。結果は保持されています。</translation>
        </message>
        <message numerus="yes">
            <source>This recording was removed on {date} under the retention rule (kept %n day(s) after results). The results are kept.</source>
            <translation>
                <numerusform>この録音は保持ルール（結果の到着後 %n 日間保持）により {date} に削除されました。結果は保持されています。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RunPolling</name>
        <message>
            <source>Run {run_id} did not finish within {seconds} s; it was last {status}. It may still finish: look it up again later.</source>
            <translation>実行 {run_id} は {seconds} s 以内に終わりませんでした。最後の状態は {status} でした。まだ終わる可能性があるため、後でもう一度確認してください。</translation>
        </message>
        <message>
            <source>Run {run_id} did not finish within {seconds} s; no status was read. It may still finish: look it up again later.</source>
            <translation>実行 {run_id} は {seconds} s 以内に終わりませんでした。状態を読み取れませんでした。まだ終わる可能性があるため、後でもう一度確認してください。</translation>
        </message>
        <message>
            <source>The last error was: {error}</source>
            <translation>最後のエラー: {error}</translation>
        </message>
    </context>
    <context>
        <name>ScatterPlot</name>
        <message>
            <source>n = {n}: too few pairs (or no spread) for Spearman's rho</source>
            <translation>n = {n}: スピアマンの順位相関係数を求めるにはペアが少なすぎます（またはばらつきがありません）</translation>
        </message>
        <message>
            <source>Spearman's rho {rho} ({share} % CI {low} to {high}), n = {n}</source>
            <translation>スピアマンの順位相関係数 {rho}（{share} % 信頼区間 {low}〜{high}）、n = {n}</translation>
        </message>
        <message>
            <source>Model {version}</source>
            <translation>モデル {version}</translation>
        </message>
        <message>
            <source>Model {version}: {correlation}</source>
            <translation>モデル {version}: {correlation}</translation>
        </message>
    </context>
    <context>
        <name>SealedData</name>
        <message>
            <source>{file} is encrypted, and this computer's keyring does not hold its key.</source>
            <translation>{file} は暗号化されていますが、このコンピューターのキーリングにはその鍵がありません。</translation>
        </message>
        <message>
            <source>The file is not readable with this computer's data key (altered, damaged or sealed with another key).</source>
            <translation>このコンピューターのデータ鍵ではファイルを読み取れません（改変、破損、または別の鍵で封印されています）。</translation>
        </message>
    </context>
    <context>
        <name>ServiceConfig</name>
        <message>
            <source>{address} is not a service address; give one like https://api.example.org (or http://127.0.0.1:PORT for an engine on this machine).</source>
            <translation>{address} はサービスのアドレスではありません。https://api.example.org のようなアドレスを指定してください（このコンピューター上のエンジンには http://127.0.0.1:PORT ）。</translation>
        </message>
        <message>
            <source>A service address has no user name, password, query or fragment; give only scheme, host, port and path.</source>
            <translation>サービスのアドレスにはユーザー名、パスワード、クエリー、フラグメントを含められません。スキーム、ホスト、ポート、パスだけを指定してください。</translation>
        </message>
        <message>
            <source>Refusing plain http to {host}: the API key would travel unencrypted. Use an https address.</source>
            <translation>{host} への暗号化されていない HTTP は使用しません。API キーが暗号化されずに送信されるためです。HTTPS のアドレスを使用してください。</translation>
        </message>
        <message>
            <source>Refusing plain http to {host}: plain http is allowed only for this computer or a private network address ({networks}). Use an https address.</source>
            <translation>{host} への暗号化されていない HTTP は使用しません。暗号化されていない HTTP を使えるのは、このコンピューターかプライベートネットワークのアドレス（{networks}）だけです。HTTPS のアドレスを使用してください。</translation>
        </message>
        <message>
            <source>Plain http to {host}: the API key, the recordings and the results travel unencrypted over this network. Use https unless every machine on it is trusted.</source>
            <translation>{host} への暗号化されていない HTTP: API キー、録音、結果がこのネットワーク上を暗号化されずに送信されます。ネットワーク上のすべてのコンピューターが信頼できる場合を除き、HTTPS を使用してください。</translation>
        </message>
        <message>
            <source>The team server has no address yet: give the one your administrator set up (for example https://voxwell.your-organisation.org).</source>
            <translation>チームサーバーのアドレスがまだありません。管理者が設定したアドレスを指定してください（例: https://voxwell.your-organisation.org ）。</translation>
        </message>
    </context>
    <context>
        <name>ServiceConnection</name>
        <message>
            <source>starting</source>
            <translation>起動中</translation>
        </message>
        <message>
            <source>The local engine is not ready ({state}). Wait a moment, or choose a region in Settings.</source>
            <translation>ローカルエンジンの準備ができていません（{state}）。少し待つか、設定でリージョンを選んでください。</translation>
        </message>
        <message>
            <source>No address is set for {service}. Enter it in Settings.</source>
            <translation>{service} のアドレスが設定されていません。設定で入力してください。</translation>
        </message>
        <message>
            <source>No API key is stored for {service}. Enter it in Settings.</source>
            <translation>{service} の API キーが保存されていません。設定で入力してください。</translation>
        </message>
    </context>
    <context>
        <name>SessionFooter</name>
        <message>
            <source>&amp;Back to setup</source>
            <translation>セッション情報に戻る(&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Upload and analyse</source>
            <translation>アップロードして分析(&amp;U)</translation>
        </message>
        <message>
            <source>The person has &amp;agreed to the recording and its analysis</source>
            <translation>本人が録音とその分析に同意しています(&amp;A)</translation>
        </message>
        <message>
            <source>Back to the session's details: {key}</source>
            <translation>セッション情報に戻ります: {key}</translation>
        </message>
        <message>
            <source>Send the takes to the service and analyse them: {key}</source>
            <translation>テイクをサービスに送信して分析します: {key}</translation>
        </message>
        <message>
            <source>Consent has not been given yet.</source>
            <translation>まだ同意を得ていません。</translation>
        </message>
    </context>
    <context>
        <name>SessionReport</name>
        <message>
            <source>Not the passage: only {correct} of the take's words follow the passage in order. The person may have talked instead of reading; record the read-aloud take again from the passage.</source>
            <translation>課題文ではありません: テイクの語のうち、課題文の順に沿っているのは {correct} 語だけです。読む代わりに話していた可能性があります。課題文を見ながら音読のテイクを録音し直してください。</translation>
        </message>
        <message>
            <source>Passage read: {correct} of {words} words read correctly, {skipped} skipped, {misread} misread, {added} added; {pace} words per minute.</source>
            <translation>課題文を読みました: {words} 語中 {correct} 語を正しく読み、{skipped} 語を飛ばし、{misread} 語を読み誤り、{added} 語を追加しました。毎分 {pace} 語です。</translation>
        </message>
        <message>
            <source>Warning from the service: {warning}</source>
            <translation>サービスからの警告: {warning}</translation>
        </message>
        <message>
            <source>No warnings from the service, and live monitoring raised no alert.</source>
            <translation>サービスからの警告はなく、ライブモニタリングでもアラートは出ませんでした。</translation>
        </message>
        <message>
            <source>No warnings from the service.</source>
            <translation>サービスからの警告はありません。</translation>
        </message>
        <message>
            <source>{heading} while recording in the {slot} at {time}: {reason}</source>
            <translation>{heading}（録音中、{slot}、{time}）: {reason}</translation>
        </message>
        <message>
            <source>{heading} while recording in the {slot} at {time}.</source>
            <translation>{heading}（録音中、{slot}、{time}）。</translation>
        </message>
        <message>
            <source>{heading} while recording in the {slot}: {reason}</source>
            <translation>{heading}（録音中、{slot}）: {reason}</translation>
        </message>
        <message>
            <source>{heading} while recording in the {slot}.</source>
            <translation>{heading}（録音中、{slot}）。</translation>
        </message>
        <message>
            <source>{heading} while recording at {time}: {reason}</source>
            <translation>{heading}（録音中、{time}）: {reason}</translation>
        </message>
        <message>
            <source>{heading} while recording at {time}.</source>
            <translation>{heading}（録音中、{time}）。</translation>
        </message>
        <message>
            <source>{heading} while recording: {reason}</source>
            <translation>{heading}（録音中）: {reason}</translation>
        </message>
        <message>
            <source>{heading} while recording.</source>
            <translation>{heading}（録音中）。</translation>
        </message>
        <message>
            <source>{heading} at {time}: {reason}</source>
            <translation>{heading}（{time}）: {reason}</translation>
        </message>
        <message>
            <source>{heading} at {time}</source>
            <translation>{heading}（{time}）</translation>
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
            <translation>このセッションにはまだ結果がないため、エクスポートするものはありません。</translation>
        </message>
        <message numerus="yes">
            <source>The stored results do not have the expected shape (%n problem(s)); they cannot be exported in this format.</source>
            <translation>
                <numerusform>保存された結果が想定された形式ではありません（問題 %n 件）。この形式ではエクスポートできません。</numerusform>
            </translation>
        </message>
        <message>
            <source>The service returned no scores for this run.</source>
            <translation>この実行についてサービスからスコアが返されませんでした。</translation>
        </message>
        <message>
            <source>The service returned no sections for this recording.</source>
            <translation>この録音についてサービスからセクションが返されませんでした。</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>理由の記載なし</translation>
        </message>
        <message>
            <source>The analysis failed ({code}): {reason}</source>
            <translation>分析に失敗しました（{code}）: {reason}</translation>
        </message>
        <message>
            <source>This session was cancelled before results arrived.</source>
            <translation>結果が届く前にこのセッションはキャンセルされました。</translation>
        </message>
        <message>
            <source>No results yet: the session is {status}.</source>
            <translation>まだ結果はありません: セッションの状態は {status} です。</translation>
        </message>
    </context>
    <context>
        <name>SessionSetupView</name>
        <message>
            <source>A study code, e.g. P-0042</source>
            <translation>研究用コード（例: P-0042）</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>年</translation>
        </message>
        <message>
            <source>Month unknown</source>
            <translation>月不明</translation>
        </message>
        <message>
            <source>Day unknown</source>
            <translation>日不明</translation>
        </message>
        <message>
            <source>Year of birth</source>
            <translation>生まれた年</translation>
        </message>
        <message>
            <source>Month of birth</source>
            <translation>生まれた月</translation>
        </message>
        <message>
            <source>Day of birth</source>
            <translation>生まれた日</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>モデル</translation>
        </message>
        <message>
            <source>Delete the recordings at the service after analysis</source>
            <translation>分析後にサービス上の録音を削除する</translation>
        </message>
        <message>
            <source>The person has agreed to the recording and its analysis (required before upload)</source>
            <translation>本人が録音とその分析に同意しています（アップロード前に必須）</translation>
        </message>
        <message>
            <source>Start recording</source>
            <translation>録音を開始</translation>
        </message>
        <message>
            <source>User label</source>
            <translation>ユーザーラベル</translation>
        </message>
        <message>
            <source>Date of birth</source>
            <translation>生年月日</translation>
        </message>
        <message>
            <source>Birth sex</source>
            <translation>出生時の性別</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>言語</translation>
        </message>
        <message>
            <source>New session</source>
            <translation>新しいセッション</translation>
        </message>
        <message>
            <source>not given</source>
            <translation>未入力</translation>
        </message>
        <message>
            <source>Enter a user label: a code for the person, not their name.</source>
            <translation>ユーザーラベルを入力してください。名前ではなく、その人を表すコードです。</translation>
        </message>
        <message>
            <source>Enter at least the year of birth.</source>
            <translation>少なくとも生まれた年を入力してください。</translation>
        </message>
        <message>
            <source>{month} {year} has no day {day}; correct the date of birth.</source>
            <translation>{year}年{month}に{day}日はありません。生年月日を修正してください。</translation>
        </message>
        <message>
            <source>The date of birth is in the future; correct it.</source>
            <translation>生年月日が未来の日付です。修正してください。</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>Looking in the keyring…</source>
            <translation>キーリングを確認しています…</translation>
        </message>
        <message>
            <source>Local engine (on this computer)</source>
            <translation>ローカルエンジン（このコンピューター）</translation>
        </message>
        <message>
            <source>Team server (your organisation's engine)</source>
            <translation>チームサーバー（組織のエンジン）</translation>
        </message>
        <message>
            <source>Default region</source>
            <translation>既定のリージョン</translation>
        </message>
        <message>
            <source>Canada region</source>
            <translation>カナダリージョン</translation>
        </message>
        <message>
            <source>United States region</source>
            <translation>米国リージョン</translation>
        </message>
        <message>
            <source>Team server address</source>
            <translation>チームサーバーのアドレス</translation>
        </message>
        <message>
            <source>Default address</source>
            <translation>既定のアドレス</translation>
        </message>
        <message>
            <source>Canada address</source>
            <translation>カナダのアドレス</translation>
        </message>
        <message>
            <source>United States address</source>
            <translation>米国のアドレス</translation>
        </message>
        <message>
            <source>Team server API key</source>
            <translation>チームサーバーの API キー</translation>
        </message>
        <message>
            <source>Default API key</source>
            <translation>既定の API キー</translation>
        </message>
        <message>
            <source>Canada API key</source>
            <translation>カナダの API キー</translation>
        </message>
        <message>
            <source>United States API key</source>
            <translation>米国の API キー</translation>
        </message>
        <message>
            <source>Recordings are removed from this computer this many days after their results arrive; results are kept.</source>
            <translation>録音は、結果が届いてからこの日数が経つとこのコンピューターから削除されます。結果は保持されます。</translation>
        </message>
        <message>
            <source>A Voxwell engine your organisation runs for its computers: the same engine as the local one, so its results come from the acoustic reference model, not the hosted clinical model.</source>
            <translation>組織が自らのコンピューター向けに運用する Voxwell エンジンです。ローカルと同じエンジンのため、結果はホスト型の臨床モデルではなく、音響の参照モデルによるものです。</translation>
        </message>
        <message>
            <source>{region} region</source>
            <translation>{region} リージョン</translation>
        </message>
        <message>
            <source>{service} address</source>
            <translation>{service} のアドレス</translation>
        </message>
        <message>
            <source>{service} API key</source>
            <translation>{service} の API キー</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>{problem} Start Voxwell with the key in the {variable} environment variable instead.</source>
            <translation>{problem} 代わりに、環境変数 {variable} にキーを設定して Voxwell を起動してください。</translation>
        </message>
        <message>
            <source>Service in use</source>
            <translation>使用中のサービス</translation>
        </message>
        <message>
            <source>Local engine key</source>
            <translation>ローカルエンジンのキー</translation>
        </message>
        <message>
            <source>The same port at every start keeps questionnaire links working after a restart. The engine listens on this computer only (127.0.0.1). Used from the next start.</source>
            <translation>起動のたびに同じポートを使うと、再起動後も質問票のリンクが使えます。エンジンはこのコンピューター上でのみ待ち受けます（127.0.0.1）。次回の起動から使われます。</translation>
        </message>
        <message>
            <source>Local engine port</source>
            <translation>ローカルエンジンのポート</translation>
        </message>
        <message>
            <source>Bundled: Whisper tiny.en (English) and base (others)</source>
            <translation>同梱: Whisper の英語用小型モデルとその他の言語用基本モデル</translation>
        </message>
        <message>
            <source>A folder holding a CTranslate2 conversion of Whisper (model.bin, config.json, tokenizer.json, vocabulary.txt), such as small or large-v3-turbo, to transcribe with instead of the bundled models. Every result names the model that made its words. Used from the next start.</source>
            <translation>同梱モデルの代わりに書き起こしに使う、Whisper を CTranslate2 形式に変換したモデル（小型から大型まで）のフォルダー。モデル本体、設定、トークナイザー、語彙の各ファイルを含むものを選びます。各結果には、その書き起こしを行ったモデルが記録されます。次回の起動から使われます。</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>選択…</translation>
        </message>
        <message>
            <source>Speech recognition model</source>
            <translation>発話認識モデル</translation>
        </message>
        <message>
            <source>Service</source>
            <translation>サービス</translation>
        </message>
        <message>
            <source>System default input</source>
            <translation>システムの既定の入力</translation>
        </message>
        <message>
            <source>Use a file as input instead of a microphone</source>
            <translation>マイクの代わりにファイルを入力として使う</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>参照…</translation>
        </message>
        <message>
            <source>Microphone</source>
            <translation>マイク</translation>
        </message>
        <message>
            <source>Input file</source>
            <translation>入力ファイル</translation>
        </message>
        <message>
            <source>Input</source>
            <translation>入力</translation>
        </message>
        <message>
            <source>Delete recordings at the service after analysis</source>
            <translation>分析後にサービス上の録音を削除する</translation>
        </message>
        <message>
            <source>Live captions and alerts while recording</source>
            <translation>録音中のライブ字幕とアラート</translation>
        </message>
        <message>
            <source>A screen reader reads each live caption aloud</source>
            <translation>スクリーンリーダーがライブ字幕を1つずつ読み上げる</translation>
        </message>
        <message>
            <source>Off: the captions can be reviewed in their box without being read out over the person speaking. Safety alerts are always read out at once.</source>
            <translation>オフ: 字幕は読み上げられず、話している人の声と重なりません。字幕は枠内で確認できます。安全に関するアラートは常にすぐ読み上げられます。</translation>
        </message>
        <message>
            <source>Empty: the question in each session's language</source>
            <translation>空欄：各セッションの言語の質問</translation>
        </message>
        <message>
            <source> days</source>
            <translation> 日</translation>
        </message>
        <message>
            <source>0: removed at the next start.</source>
            <translation>0: 次回の起動時に削除します。</translation>
        </message>
        <message>
            <source>&amp;Keep recordings</source>
            <translation>録音の保持期間(&amp;K)</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>言語</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>モデル</translation>
        </message>
        <message>
            <source>Birth sex</source>
            <translation>出生時の性別</translation>
        </message>
        <message>
            <source>Mood question</source>
            <translation>気分の質問</translation>
        </message>
        <message>
            <source>The take's audio then also streams to the service.</source>
            <translation>その場合、テイクの音声もサービスに送信されます。</translation>
        </message>
        <message>
            <source>Session defaults</source>
            <translation>セッションの既定値</translation>
        </message>
        <message>
            <source>Follow the system</source>
            <translation>システムに従う</translation>
        </message>
        <message>
            <source>Used the next time Voxwell starts.</source>
            <translation>次回 Voxwell を起動したときに適用されます。</translation>
        </message>
        <message>
            <source>&amp;Language of the app</source>
            <translation>アプリの言語(&amp;L)</translation>
        </message>
        <message>
            <source>Paste a new API key to store it</source>
            <translation>新しい API キーを貼り付けると保存されます</translation>
        </message>
        <message>
            <source>Made when the local engine first starts.</source>
            <translation>ローカルエンジンの初回起動時に作成されます。</translation>
        </message>
        <message>
            <source>Kept in the system keyring.</source>
            <translation>システムのキーリングに保管されています。</translation>
        </message>
        <message>
            <source>There is no system keyring, so it is kept in a file only your user account can read: {file}</source>
            <translation>システムのキーリングがないため、お使いのユーザーアカウントだけが読めるファイルに保管されています: {file}</translation>
        </message>
        <message>
            <source>No key saved yet.</source>
            <translation>キーはまだ保存されていません。</translation>
        </message>
        <message>
            <source>Enter a valid address first.</source>
            <translation>先に有効なアドレスを入力してください。</translation>
        </message>
        <message>
            <source>A key is stored in the system keyring.</source>
            <translation>システムのキーリングにキーが保存されています。</translation>
        </message>
        <message>
            <source>No microphone was found; a file can be used as input.</source>
            <translation>マイクが見つかりませんでした。ファイルを入力として使えます。</translation>
        </message>
        <message>
            <source>Audio files</source>
            <translation>音声ファイル</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>すべてのファイル</translation>
        </message>
        <message>
            <source>Whisper model folder (CTranslate2)</source>
            <translation>Whisper モデルのフォルダー（CTranslate2 形式）</translation>
        </message>
        <message>
            <source>Choose the file to use as input, or untick “Use a file”.</source>
            <translation>入力として使うファイルを選ぶか、「ファイルを入力として使う」のチェックを外してください。</translation>
        </message>
        <message>
            <source>A setting is not valid: {problem}.</source>
            <translation>無効な設定があります: {problem}。</translation>
        </message>
        <message>
            <source>Team server address: enter the address your administrator gave you, or choose another service.</source>
            <translation>チームサーバーのアドレス: 管理者から伝えられたアドレスを入力するか、別のサービスを選択してください。</translation>
        </message>
        <message>
            <source>{field}: enter the address first; the key is stored for that address.</source>
            <translation>{field}: 先にアドレスを入力してください。キーはそのアドレス用に保存されます。</translation>
        </message>
        <message>
            <source>The settings could not be saved. {reason}</source>
            <translation>設定を保存できませんでした。{reason}</translation>
        </message>
    </context>
    <context>
        <name>SpanPlayer</name>
        <message>
            <source>The take file is missing; nothing to play.</source>
            <translation>テイクのファイルがありません。再生するものがありません。</translation>
        </message>
        <message>
            <source>Cannot play: {reason}</source>
            <translation>再生できません: {reason}</translation>
        </message>
        <message>
            <source>Playing {start}–{end} s.</source>
            <translation>{start}–{end} s を再生中。</translation>
        </message>
        <message>
            <source>Stopped ({start}–{end} s was playing).</source>
            <translation>停止しました（{start}–{end} s を再生中でした）。</translation>
        </message>
    </context>
    <context>
        <name>SpeechMeter</name>
        <message>
            <source>No signal: the microphone is sending pure silence. Check that it is switched on and not muted, that Voxwell is allowed to use it (on macOS: System Settings &gt; Privacy &amp; Security &gt; Microphone), or choose another input.</source>
            <translation>信号がありません。マイクから無音しか届いていません。マイクの電源が入っていてミュートされていないこと、Voxwell にマイクの使用が許可されていること（macOS の場合: システム設定 &gt; プライバシーとセキュリティ &gt; マイク）を確認するか、別の入力を選んでください。</translation>
        </message>
        <message>
            <source>The background is noisy ({floor} dBFS): move somewhere quieter or closer to the microphone; noise can make speech harder to measure.</source>
            <translation>周囲の雑音が大きくなっています（{floor} dBFS）。静かな場所に移動するか、マイクに近づいてください。雑音があると発話の指標を測定しにくくなります。</translation>
        </message>
        <message>
            <source>The sound is too loud and has clipped once: move a little away from the microphone or turn its input gain down.</source>
            <translation>音が大きすぎて1回過入力になりました。マイクから少し離れるか、入力ゲインを下げてください。</translation>
        </message>
        <message numerus="yes">
            <source>The sound is too loud and has clipped %n time(s): move a little away from the microphone or turn its input gain down.</source>
            <translation>
                <numerusform>音が大きすぎて%n回過入力になりました。マイクから少し離れるか、入力ゲインを下げてください。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StudyExports</name>
        <message>
            <source>{kind} is not a dataset kind ({kinds})</source>
            <translation>{kind} はデータセットの種類ではありません（{kinds}）</translation>
        </message>
        <message>
            <source>Voxwell study chart</source>
            <translation>Voxwell 研究グラフ</translation>
        </message>
    </context>
    <context>
        <name>StudyTableModel</name>
        <message>
            <source>Session</source>
            <translation>セッション</translation>
        </message>
        <message>
            <source>Run</source>
            <translation>実行</translation>
        </message>
        <message>
            <source>User label</source>
            <translation>ユーザーラベル</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日付</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>モデル</translation>
        </message>
        <message>
            <source>Model version</source>
            <translation>モデルのバージョン</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>言語</translation>
        </message>
        <message>
            <source>{form} total</source>
            <translation>{form} 合計点</translation>
        </message>
    </context>
    <context>
        <name>StudyView</name>
        <message>
            <source>Table</source>
            <translation>表</translation>
        </message>
        <message>
            <source>Groups</source>
            <translation>グループ</translation>
        </message>
        <message>
            <source>Questionnaires</source>
            <translation>質問票</translation>
        </message>
        <message>
            <source>Participants</source>
            <translation>参加者</translation>
        </message>
        <message>
            <source>Any day</source>
            <translation>指定なし</translation>
        </message>
        <message>
            <source>Study view</source>
            <translation>研究ビュー</translation>
        </message>
        <message>
            <source>This computer's &amp;history</source>
            <translation>このコンピューターの履歴(&amp;H)</translation>
        </message>
        <message>
            <source>Open &amp;study file…</source>
            <translation>研究ファイルを開く(&amp;S)…</translation>
        </message>
        <message>
            <source>Sessions from</source>
            <translation>この日以降のセッション</translation>
        </message>
        <message>
            <source>Sessions until</source>
            <translation>この日までのセッション</translation>
        </message>
        <message>
            <source>Save view…</source>
            <translation>ビューを保存…</translation>
        </message>
        <message>
            <source>Open view…</source>
            <translation>ビューを開く…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>エクスポート…</translation>
        </message>
        <message>
            <source>Dataset, one row per run (CSV)…</source>
            <translation>データセット、実行ごとに1行（CSV）…</translation>
        </message>
        <message>
            <source>Dataset, one row per section (CSV)…</source>
            <translation>データセット、セクションごとに1行（CSV）…</translation>
        </message>
        <message>
            <source>Dataset, one row per run (Parquet)…</source>
            <translation>データセット、実行ごとに1行（Parquet）…</translation>
        </message>
        <message>
            <source>Chart in view (PNG or SVG)…</source>
            <translation>表示中のグラフ（ラスター画像またはベクター画像）…</translation>
        </message>
        <message>
            <source>Sessions of the study</source>
            <translation>研究のセッション</translation>
        </message>
        <message>
            <source>Box plots of the measure by group, one per model version</source>
            <translation>グループ別の指標の箱ひげ図（モデルのバージョンごとに1つ）</translation>
        </message>
        <message>
            <source>The measure against questionnaire totals, with Spearman's rho</source>
            <translation>質問票の合計点に対する指標とスピアマンの順位相関係数</translation>
        </message>
        <message>
            <source>Each participant's sessions over time</source>
            <translation>参加者ごとのセッションの経時変化</translation>
        </message>
        <message>
            <source>&amp;Measure</source>
            <translation>指標(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Group by</source>
            <translation>グループ分け(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Questionnaire</source>
            <translation>質問票(&amp;Q)</translation>
        </message>
        <message>
            <source>Model &amp;version</source>
            <translation>モデルのバージョン(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Only where</source>
            <translation>絞り込み条件(&amp;O)</translation>
        </message>
        <message>
            <source>From</source>
            <translation>開始日</translation>
        </message>
        <message>
            <source>is</source>
            <translation>値</translation>
        </message>
        <message>
            <source>Until</source>
            <translation>終了日</translation>
        </message>
        <message>
            <source>This computer's history</source>
            <translation>このコンピューターの履歴</translation>
        </message>
        <message>
            <source>Voxwell studies</source>
            <translation>Voxwell の研究</translation>
        </message>
        <message>
            <source>All files</source>
            <translation>すべてのファイル</translation>
        </message>
        <message>
            <source>Open a study</source>
            <translation>研究を開く</translation>
        </message>
        <message>
            <source>The study {name} cannot be opened: {error}</source>
            <translation>研究 {name} を開けません: {error}</translation>
        </message>
        <message>
            <source>Study: {name}</source>
            <translation>研究: {name}</translation>
        </message>
        <message>
            <source>No grouping</source>
            <translation>グループ分けなし</translation>
        </message>
        <message>
            <source>All</source>
            <translation>すべて</translation>
        </message>
        <message>
            <source>Any session</source>
            <translation>すべてのセッション</translation>
        </message>
        <message>
            <source>Any value</source>
            <translation>すべての値</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>（なし）</translation>
        </message>
        <message>
            <source>{summary} Shown: {count} after the filters.</source>
            <translation>{summary} フィルター適用後の表示件数: {count}。</translation>
        </message>
        <message>
            <source>{form} total</source>
            <translation>{form} 合計点</translation>
        </message>
        <message>
            <source>Export the dataset</source>
            <translation>データセットをエクスポート</translation>
        </message>
        <message numerus="yes">
            <source>Exported %n session(s) to {name}.</source>
            <translation>
                <numerusform>%n 件のセッションを {name} にエクスポートしました。</numerusform>
            </translation>
        </message>
        <message>
            <source>PNG image</source>
            <translation>画像</translation>
        </message>
        <message>
            <source>SVG drawing</source>
            <translation>ベクター図</translation>
        </message>
        <message>
            <source>Save the chart</source>
            <translation>グラフを保存</translation>
        </message>
        <message>
            <source>Choose a chart tab first: the table goes out as a dataset.</source>
            <translation>先にグラフのタブを選んでください。表はデータセットとして書き出されます。</translation>
        </message>
        <message>
            <source>The chart was saved to {name}.</source>
            <translation>グラフを {name} に保存しました。</translation>
        </message>
        <message>
            <source>Save the view</source>
            <translation>ビューを保存</translation>
        </message>
        <message>
            <source>The view was saved to {name}.</source>
            <translation>ビューを {name} に保存しました。</translation>
        </message>
        <message>
            <source>Open a view</source>
            <translation>ビューを開く</translation>
        </message>
    </context>
    <context>
        <name>TakeCheck</name>
        <message>
            <source>The recording</source>
            <translation>録音</translation>
        </message>
    </context>
    <context>
        <name>TakeControls</name>
        <message>
            <source>&amp;Record (Space)</source>
            <translation>録音(&amp;R)（スペース）</translation>
        </message>
        <message>
            <source>&amp;Re-take (Space)</source>
            <translation>再テイク(&amp;R)（スペース）</translation>
        </message>
        <message>
            <source>St&amp;op (Space)</source>
            <translation>停止(&amp;O)（スペース）</translation>
        </message>
        <message>
            <source>&amp;Listen</source>
            <translation>再生(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Import file…</source>
            <translation>ファイルを読み込む(&amp;I)…</translation>
        </message>
        <message>
            <source>Check l&amp;evel</source>
            <translation>レベル確認(&amp;E)</translation>
        </message>
        <message>
            <source>Re&amp;store earlier take</source>
            <translation>以前のテイクに戻す(&amp;S)</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>スペース</translation>
        </message>
        <message>
            <source>Record, stop, or re-take (unless another button has the keyboard's focus)</source>
            <translation>録音、停止、再テイク（ほかのボタンにキーボードのフォーカスがある場合を除く）</translation>
        </message>
        <message>
            <source>Record or re-take; {stop} stops</source>
            <translation>録音または再テイク。{stop} で停止</translation>
        </message>
        <message>
            <source>Listen to the take</source>
            <translation>テイクを再生</translation>
        </message>
        <message>
            <source>Check the microphone's level</source>
            <translation>マイクのレベルを確認</translation>
        </message>
        <message>
            <source>Import a file as the take</source>
            <translation>ファイルをテイクとして読み込む</translation>
        </message>
        <message>
            <source>Restore the earlier take</source>
            <translation>以前のテイクに戻す</translation>
        </message>
        <message>
            <source>Upload and analyse</source>
            <translation>アップロードして分析</translation>
        </message>
        <message>
            <source>Back to the setup</source>
            <translation>セッション情報に戻る</translation>
        </message>
        <message>
            <source>The person has agreed (consent)</source>
            <translation>本人が同意済み（同意）</translation>
        </message>
        <message>
            <source>Tab, Shift+Tab</source>
            <translation>Tab, Shift+Tab</translation>
        </message>
        <message>
            <source>Move between the controls; Space or Enter presses the one in focus</source>
            <translation>コントロール間を移動します。スペースキーまたは Enter でフォーカスのあるものを押します</translation>
        </message>
        <message>
            <source>Start or stop the take: Space (or {key})</source>
            <translation>テイクを開始または停止: スペースキー（または {key}）</translation>
        </message>
        <message>
            <source>Play the take back: {key}</source>
            <translation>テイクを再生: {key}</translation>
        </message>
        <message>
            <source>Use a recording from a file as this take: {key}</source>
            <translation>ファイルの録音をこのテイクとして使う: {key}</translation>
        </message>
        <message>
            <source>Open the microphone to see its level before recording: {key}</source>
            <translation>録音の前にマイクを開いてレベルを確認: {key}</translation>
        </message>
        <message>
            <source>Bring back the take this slot had before the last one: {key}</source>
            <translation>この枠で最後のテイクの前にあったテイクに戻す: {key}</translation>
        </message>
        <message>
            <source>Re&amp;store earlier take ({seconds} s)</source>
            <translation>以前のテイクに戻す(&amp;S)（{seconds} 秒）</translation>
        </message>
    </context>
    <context>
        <name>TakeCustody</name>
        <message>
            <source>No session is being recorded: the take cannot be placed.</source>
            <translation>録音中のセッションがないため、テイクを配置できません。</translation>
        </message>
        <message>
            <source>This take belongs to {owner}, not to {person}'s session.</source>
            <translation>このテイクは {owner} のもので、{person} のセッションのものではありません。</translation>
        </message>
        <message>
            <source>This take belongs to another session, not to {person}'s session.</source>
            <translation>このテイクは別のセッションのもので、{person} のセッションのものではありません。</translation>
        </message>
        <message>
            <source>There is no earlier take of this slot to bring back.</source>
            <translation>この枠に戻せる以前のテイクはありません。</translation>
        </message>
        <message>
            <source>This take is not part of the session being recorded.</source>
            <translation>このテイクは録音中のセッションに含まれていません。</translation>
        </message>
        <message>
            <source>This is the take with the most speech of its slot: confirm to delete it.</source>
            <translation>これはこの枠で発話が最も多いテイクです。削除するには確認してください。</translation>
        </message>
    </context>
    <context>
        <name>TakeInputs</name>
        <message>
            <source>Audio files ({patterns});;All files (*)</source>
            <translation>音声ファイル ({patterns});;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>The recording take</source>
            <translation>録音のテイク</translation>
        </message>
        <message>
            <source>The mood question take</source>
            <translation>気分の質問のテイク</translation>
        </message>
        <message>
            <source>The read aloud take</source>
            <translation>音読のテイク</translation>
        </message>
        <message>
            <source>Could not import {name}: {reason}.</source>
            <translation>{name} をインポートできませんでした：{reason}。</translation>
        </message>
        <message>
            <source>{name} is missing: record or import it.</source>
            <translation>{name}がありません。録音するかインポートしてください。</translation>
        </message>
    </context>
    <context>
        <name>TakeInspection</name>
        <message>
            <source>The take {name} cannot be read: {reason}</source>
            <translation>テイク {name} を読み取れません：{reason}</translation>
        </message>
        <message>
            <source>The take {name} could not be read: decoding it stopped ({reason}). The file may be damaged or not a recording; the rest of Voxwell is unaffected.</source>
            <translation>テイク {name} を読み取れませんでした。デコードが停止しました（{reason}）。ファイルが破損しているか録音ではない可能性があります。Voxwell のほかの部分には影響ありません。</translation>
        </message>
    </context>
    <context>
        <name>TakeMessages</name>
        <message>
            <source>recording…</source>
            <translation>録音中…</translation>
        </message>
        <message>
            <source>not recorded yet</source>
            <translation>未録音</translation>
        </message>
        <message>
            <source>counting speech…</source>
            <translation>発話を計測中…</translation>
        </message>
        <message>
            <source>{seconds} s of speech</source>
            <translation>発話 {seconds} 秒</translation>
        </message>
        <message>
            <source>{seconds} s of speech (needs {target} s)</source>
            <translation>発話 {seconds} 秒（{target} 秒必要）</translation>
        </message>
        <message>
            <source>the take</source>
            <translation>テイク</translation>
        </message>
        <message>
            <source>The earlier take is kept: “Restore earlier take” brings it back.</source>
            <translation>以前のテイクは保持されています。「以前のテイクを復元」で元に戻せます。</translation>
        </message>
        <message>
            <source>The earlier take ({seconds} s of speech) is kept: “Restore earlier take” brings it back.</source>
            <translation>以前のテイク（発話 {seconds} 秒）は保持されています。「以前のテイクを復元」で元に戻せます。</translation>
        </message>
        <message>
            <source>{slot} kept: {clock}, enough speech.</source>
            <translation>{slot}を保持しました：{clock}、発話は十分です。</translation>
        </message>
        <message>
            <source>{slot} kept: {clock}, only {seconds} s of speech (needs {target} s).</source>
            <translation>{slot}を保持しました：{clock}、発話は {seconds} 秒のみです（{target} 秒必要）。</translation>
        </message>
        <message>
            <source>&lt;b&gt;{title}.&lt;/b&gt; {action}</source>
            <translation>&lt;b&gt;{title}。&lt;/b&gt;{action}</translation>
        </message>
        <message>
            <source>{slot}: the earlier take is back; the one it replaces is kept and can be restored in its turn.</source>
            <translation>{slot}：以前のテイクを戻しました。置き換えられたテイクは保持され、同様に復元できます。</translation>
        </message>
        <message>
            <source>{slot}: the earlier take is back ({seconds} s of speech); the one it replaces is kept and can be restored in its turn.</source>
            <translation>{slot}：以前のテイク（発話 {seconds} 秒）を戻しました。置き換えられたテイクは保持され、同様に復元できます。</translation>
        </message>
        <message>
            <source>Restore earlier take</source>
            <translation>以前のテイクを復元</translation>
        </message>
        <message>
            <source>Restore earlier take ({seconds} s)</source>
            <translation>以前のテイクを復元（{seconds} 秒）</translation>
        </message>
        <message>
            <source>{slot}: imported {file}.</source>
            <translation>{slot}：{file} をインポートしました。</translation>
        </message>
    </context>
    <context>
        <name>TakeRecorder</name>
        <message>
            <source>A take is already being recorded; stop it first.</source>
            <translation>すでにテイクを録音中です。先に停止してください。</translation>
        </message>
    </context>
    <context>
        <name>TakeSession</name>
        <message>
            <source>The take reached the {limit} maximum and was stopped there.</source>
            <translation>テイクが上限の {limit} に達したため、そこで停止しました。</translation>
        </message>
        <message>
            <source>The input file has ended.</source>
            <translation>入力ファイルが終わりました。</translation>
        </message>
        <message numerus="yes">
            <source>%n short gap(s) in the recording: the computer was too busy to keep up. Close other programs and record again if the take matters.</source>
            <translation>
                <numerusform>録音に短い途切れが %n か所あります。コンピューターの処理が追いつきませんでした。このテイクが重要な場合は、ほかのプログラムを閉じて録音し直してください。</numerusform>
            </translation>
        </message>
        <message>
            <source>This take is being read from a file; there is no device to switch.</source>
            <translation>このテイクはファイルから読み込んでいるため、切り替えるデバイスがありません。</translation>
        </message>
        <message>
            <source>Keep or discard the last take before recording a new one.</source>
            <translation>新しく録音する前に、直前のテイクを保存するか破棄してください。</translation>
        </message>
        <message>
            <source>The input is not running; choose an input.</source>
            <translation>入力が動作していません。入力を選んでください。</translation>
        </message>
        <message>
            <source>The input stopped.</source>
            <translation>入力が停止しました。</translation>
        </message>
        <message>
            <source>There is no finished take to keep; record one first.</source>
            <translation>保存できる完了したテイクがありません。先に録音してください。</translation>
        </message>
    </context>
    <context>
        <name>TakeSlotList</name>
        <message>
            <source>Takes of this session</source>
            <translation>このセッションのテイク</translation>
        </message>
        <message>
            <source>Up and Down choose the take to record or listen to.</source>
            <translation>上下の矢印キーで、録音または再生するテイクを選びます。</translation>
        </message>
    </context>
    <context>
        <name>Takes</name>
        <message>
            <source>Could not repair the unfinished take {file} ({error}). Check that the takes folder is writable.</source>
            <translation>未完了のテイク {file} を修復できませんでした（{error}）。テイクのフォルダーに書き込めることを確認してください。</translation>
        </message>
        <message>
            <source>Could not save the live captions of {file} ({error}).</source>
            <translation>{file} のライブ字幕を保存できませんでした（{error}）。</translation>
        </message>
        <message>
            <source>This take is already finished; start a new take to record more.</source>
            <translation>このテイクはすでに終了しています。さらに録音するには新しいテイクを始めてください。</translation>
        </message>
        <message>
            <source>This take has already been kept or discarded.</source>
            <translation>このテイクはすでに保存または破棄されています。</translation>
        </message>
        <message>
            <source>Could not keep the take {file} ({error}); it is still in {folder}.</source>
            <translation>テイク {file} を保存できませんでした（{error}）。テイクは {folder} に残っています。</translation>
        </message>
        <message>
            <source>Could not keep the notes of take {file} ({error}).</source>
            <translation>テイク {file} のメモを保存できませんでした（{error}）。</translation>
        </message>
        <message>
            <source>Could not keep the live captions of take {file} ({error}).</source>
            <translation>テイク {file} のライブ字幕を保存できませんでした（{error}）。</translation>
        </message>
        <message>
            <source>Could not move the take {file} to {target} ({error}); it is still in {folder}.</source>
            <translation>テイク {file} を {target} に移動できませんでした（{error}）。テイクは {folder} に残っています。</translation>
        </message>
        <message>
            <source>Could not encode the take to FLAC ({error}). The WAV recording is kept at {path}.</source>
            <translation>テイクを FLAC に変換できませんでした（{error}）。WAV の録音は {path} に保存されています。</translation>
        </message>
        <message>
            <source>Could not start the take in {folder} ({error}). Free some disk space or choose another folder for takes; what was recorded so far is in {file}.</source>
            <translation>{folder} でテイクを開始できませんでした（{error}）。ディスクの空き容量を増やすか、テイク用に別のフォルダーを選んでください。ここまでの録音は {file} にあります。</translation>
        </message>
        <message>
            <source>Could not save the take in {folder} ({error}). Free some disk space or choose another folder for takes; what was recorded so far is in {file}.</source>
            <translation>{folder} にテイクを保存できませんでした（{error}）。ディスクの空き容量を増やすか、テイク用に別のフォルダーを選んでください。ここまでの録音は {file} にあります。</translation>
        </message>
        <message>
            <source>Could not close the take in {folder} ({error}). Free some disk space or choose another folder for takes; what was recorded so far is in {file}.</source>
            <translation>{folder} でテイクを閉じられませんでした（{error}）。ディスクの空き容量を増やすか、テイク用に別のフォルダーを選んでください。ここまでの録音は {file} にあります。</translation>
        </message>
    </context>
    <context>
        <name>TrendView</name>
        <message>
            <source>PHQ-9 total</source>
            <translation>PHQ-9 合計</translation>
        </message>
        <message>
            <source>GAD-7 total</source>
            <translation>GAD-7 合計</translation>
        </message>
        <message>
            <source>Measure to show</source>
            <translation>表示する指標</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日付</translation>
        </message>
        <message>
            <source>Questionnaire total</source>
            <translation>質問票の合計</translation>
        </message>
        <message>
            <source>Measure:</source>
            <translation>指標:</translation>
        </message>
        <message numerus="yes">
            <source>Questionnaire totals (right axis): %n answer(s).</source>
            <translation>
                <numerusform>質問票の合計 (右軸): %n 件の回答。</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose a user label to see a trend.</source>
            <translation>推移を見るにはユーザーラベルを選んでください。</translation>
        </message>
        <message>
            <source>No finished sessions with results for {label} yet.</source>
            <translation>{label} の結果があるセッションはまだありません。</translation>
        </message>
        <message>
            <source>Model {version}</source>
            <translation>モデル {version}</translation>
        </message>
        <message>
            <source>Lines never join sessions of different model versions: their values are not on one scale.</source>
            <translation>異なるモデルバージョンのセッションは線で結びません。値のスケールが異なるためです。</translation>
        </message>
        <message>
            <source>{measure_name} for {label}: {session_count}, {version_count}.</source>
            <translation>{label} の{measure_name}: {session_count}、{version_count}。</translation>
        </message>
        <message numerus="yes">
            <source>%n session(s)</source>
            <translation>
                <numerusform>%n 件のセッション</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n model version(s)</source>
            <translation>
                <numerusform>%n 個のモデルバージョン</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>UploadQueue</name>
        <message>
            <source>Nothing is being uploaded.</source>
            <translation>アップロード中のものはありません。</translation>
        </message>
        <message>
            <source>Run created</source>
            <translation>実行を作成済み</translation>
        </message>
        <message>
            <source>{name} uploaded</source>
            <translation>{name}をアップロード済み</translation>
        </message>
        <message>
            <source>Uploading {name}…</source>
            <translation>{name}をアップロード中…</translation>
        </message>
        <message>
            <source>Upload {name}</source>
            <translation>{name}をアップロード</translation>
        </message>
        <message>
            <source>Analysing ({status})</source>
            <translation>分析中（{status}）</translation>
        </message>
        <message>
            <source>Analysis complete</source>
            <translation>分析完了</translation>
        </message>
        <message>
            <source>Analysis ended with an error</source>
            <translation>分析はエラーで終了しました</translation>
        </message>
        <message>
            <source>Analysis</source>
            <translation>分析</translation>
        </message>
        <message>
            <source>Preparing the upload…</source>
            <translation>アップロードを準備中…</translation>
        </message>
        <message>
            <source>Creating the run at {service}…</source>
            <translation>{service} で実行を作成中…</translation>
        </message>
        <message>
            <source>Uploading {name} ({index} of {total})…</source>
            <translation>{name}をアップロード中（{index}／{total}）…</translation>
        </message>
        <message>
            <source>Uploaded. Analysing at {service}; run status {status}.</source>
            <translation>アップロードしました。{service} で分析中です。実行の状態：{status}。</translation>
        </message>
        <message>
            <source>Results are ready.</source>
            <translation>結果の準備ができました。</translation>
        </message>
        <message>
            <source>The analysis ended with {code}.</source>
            <translation>分析は {code} で終了しました。</translation>
        </message>
        <message>
            <source>The session could not be completed. Nothing was lost.</source>
            <translation>セッションを完了できませんでした。失われたものはありません。</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>キャンセルしました</translation>
        </message>
        <message>
            <source>The recordings are kept. Try again to upload them, or start a new session.</source>
            <translation>録音は保持されています。もう一度アップロードを試すか、新しいセッションを開始してください。</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>キャンセルしました。</translation>
        </message>
    </context>
    <context>
        <name>UploadView</name>
        <message>
            <source>Record again</source>
            <translation>録音し直す</translation>
        </message>
        <message>
            <source>Import another file</source>
            <translation>別のファイルを読み込む</translation>
        </message>
        <message>
            <source>Open settings</source>
            <translation>設定を開く</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>再試行</translation>
        </message>
        <message>
            <source>Analyse as a new run</source>
            <translation>新しい実行として分析</translation>
        </message>
        <message>
            <source>Analyse again</source>
            <translation>再分析</translation>
        </message>
        <message>
            <source>Upload and analysis</source>
            <translation>アップロードと分析</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Session of {label}</source>
            <translation>{label} のセッション</translation>
        </message>
        <message>
            <source>Analyse again as {language}</source>
            <translation>{language}で再分析</translation>
        </message>
        <message numerus="yes">
            <source>%n more session(s) waiting to upload.</source>
            <translation>
                <numerusform>アップロード待ちのセッションがあと %n 件あります。</numerusform>
            </translation>
        </message>
        <message>
            <source>Elapsed {clock}</source>
            <translation>経過 {clock}</translation>
        </message>
    </context>
    <context>
        <name>Uploads</name>
        <message>
            <source>The file shrank while it was being uploaded ({sent} of {size} bytes read); upload it again once nothing else is writing to it.</source>
            <translation>アップロード中にファイルが小さくなりました（{size} バイト中 {sent} バイトを読み取り済み）。ほかに書き込んでいるものがなくなってから、もう一度アップロードしてください。</translation>
        </message>
        <message>
            <source>The upload server {host}</source>
            <translation>アップロードサーバー {host}</translation>
        </message>
        <message>
            <source>The upload URL for {file} has expired, so nothing was stored. Create a new run and upload to its fresh URL.</source>
            <translation>{file} のアップロード URL の有効期限が切れたため、何も保存されませんでした。新しい実行を作成し、その新しい URL にアップロードしてください。</translation>
        </message>
        <message>
            <source>The upload URL for {file} expired while an interrupted upload was retried; the recording may not have been stored. Check the run's status, and create a new run if it is still waiting for input.</source>
            <translation>中断したアップロードの再試行中に {file} のアップロード URL の有効期限が切れました。録音が保存されていない可能性があります。実行の状態を確認し、まだ入力を待っている場合は新しい実行を作成してください。</translation>
        </message>
        <message>
            <source>the upload of {file}</source>
            <translation>{file} のアップロード</translation>
        </message>
        <message>
            <source>{file} ({size}) is larger than the service accepts; trim the recording or save it in a compressed format such as FLAC.</source>
            <translation>{file}（{size}）はサービスが受け付けるサイズを超えています。録音を短くするか、FLAC などの圧縮形式で保存してください。</translation>
        </message>
        <message>
            <source>The upload URL for {file} was already used, or its run no longer waits for input; create a new run to analyse this recording.</source>
            <translation>{file} のアップロード URL はすでに使用されたか、その実行がもう入力を待っていません。この録音を分析するには新しい実行を作成してください。</translation>
        </message>
    </context>
    <context>
        <name>UserData</name>
        <message>
            <source>Enter or load the JSON data to upload.</source>
            <translation>アップロードする JSON データを入力するか読み込んでください。</translation>
        </message>
        <message>
            <source>The data is not valid JSON: {problem} at line {line}, column {column}.</source>
            <translation>データが有効な JSON ではありません：{line} 行 {column} 列目で {problem}。</translation>
        </message>
        <message>
            <source>The data must be a JSON object ({{...}}), not a {kind}.</source>
            <translation>データは {kind} ではなく JSON オブジェクト（{{...}}）でなければなりません。</translation>
        </message>
        <message>
            <source>request</source>
            <translation>リクエスト</translation>
        </message>
        <message>
            <source>not accepted</source>
            <translation>受け付けられません</translation>
        </message>
    </context>
    <context>
        <name>UserDataView</name>
        <message>
            <source>User label</source>
            <translation>ユーザーラベル</translation>
        </message>
        <message>
            <source>The user label this data is about</source>
            <translation>このデータの対象となるユーザーラベル</translation>
        </message>
        <message>
            <source>Upload type</source>
            <translation>アップロードの種類</translation>
        </message>
        <message>
            <source>Types from &amp;account</source>
            <translation>アカウントから種類を取得(&amp;A)</translation>
        </message>
        <message>
            <source>JSON data</source>
            <translation>JSONデータ</translation>
        </message>
        <message>
            <source>&amp;Load file…</source>
            <translation>ファイルを読み込む(&amp;L)…</translation>
        </message>
        <message>
            <source>Chec&amp;k JSON</source>
            <translation>JSONを確認(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Upload</source>
            <translation>アップロード(&amp;U)</translation>
        </message>
        <message>
            <source>User label:</source>
            <translation>ユーザーラベル:</translation>
        </message>
        <message>
            <source>Upload type:</source>
            <translation>アップロードの種類:</translation>
        </message>
        <message>
            <source>Nothing was sent: personal identifiers stay on this computer.</source>
            <translation>何も送信されていません。個人を特定できる情報はこのコンピューターから出ません。</translation>
        </message>
        <message numerus="yes">
            <source>The JSON is a valid object with %n key(s).</source>
            <translation>
                <numerusform>JSONは %n 個のキーを持つ有効なオブジェクトです。</numerusform>
            </translation>
        </message>
        <message>
            <source>Cannot read {file}: {error}</source>
            <translation>{file} を読み込めません: {error}</translation>
        </message>
        <message>
            <source>All</source>
            <comment>file dialog filter: every file</comment>
            <translation>すべて</translation>
        </message>
        <message>
            <source>Load JSON</source>
            <translation>JSONを読み込む</translation>
        </message>
        <message>
            <source>&amp;Upload for {label}</source>
            <translation>{label} 用にアップロード(&amp;U)</translation>
        </message>
        <message>
            <source>Enter the user label of the person this data is about.</source>
            <translation>このデータの対象者のユーザーラベルを入力してください。</translation>
        </message>
        <message>
            <source>Choose or type the upload type agreed with the service.</source>
            <translation>サービスと取り決めたアップロードの種類を選ぶか入力してください。</translation>
        </message>
        <message>
            <source>The user label must be 1 to 256 characters long.</source>
            <translation>ユーザーラベルは1〜256文字にしてください。</translation>
        </message>
        <message>
            <source>Uploading to {service}…</source>
            <translation>{service} にアップロードしています…</translation>
        </message>
        <message>
            <source>Uploaded as {type} for {label}. Upload id: {upload_id}</source>
            <translation>{label} 用に {type} としてアップロードしました。アップロードID: {upload_id}</translation>
        </message>
        <message>
            <source>Upload types enabled: {types}.</source>
            <translation>有効なアップロードの種類: {types}。</translation>
        </message>
        <message>
            <source>The account lists no upload types; type the one agreed with the provider.</source>
            <translation>アカウントにアップロードの種類がありません。提供元と取り決めた種類を入力してください。</translation>
        </message>
        <message>
            <source>The service did not accept the data (nothing was stored):</source>
            <translation>サービスはデータを受け付けませんでした (何も保存されていません):</translation>
        </message>
    </context>
    <context>
        <name>VersionPanels</name>
        <message>
            <source>Model {version}</source>
            <translation>モデル {version}</translation>
        </message>
    </context>
    <context>
        <name>VoiceClient</name>
        <message>
            <source>The team server at {url}</source>
            <translation>{url} のチームサーバー</translation>
        </message>
        <message>
            <source>The {name} service ({url})</source>
            <translation>{name} のサービス（{url}）</translation>
        </message>
        <message>
            <source>The service at {url}</source>
            <translation>{url} のサービス</translation>
        </message>
        <message>
            <source>Creating a mental wellness run</source>
            <translation>メンタルウェルネスの実行の作成</translation>
        </message>
        <message>
            <source>Mental wellness run {run_id}</source>
            <translation>メンタルウェルネスの実行 {run_id}</translation>
        </message>
        <message>
            <source>Creating a two-recording run</source>
            <translation>2つの録音の実行の作成</translation>
        </message>
        <message>
            <source>Two-recording run {run_id}</source>
            <translation>2つの録音の実行 {run_id}</translation>
        </message>
        <message>
            <source>Creating a questionnaire</source>
            <translation>質問票の作成</translation>
        </message>
        <message>
            <source>Questionnaire {questionnaire_id}</source>
            <translation>質問票 {questionnaire_id}</translation>
        </message>
        <message>
            <source>User data of type {upload_type}</source>
            <translation>種類 {upload_type} のユーザーデータ</translation>
        </message>
        <message>
            <source>The account</source>
            <translation>アカウント</translation>
        </message>
    </context>
    <context>
        <name>WellnessChart</name>
        <message>
            <source>Waveform</source>
            <translation>波形</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>指標</translation>
        </message>
        <message>
            <source>Transcript</source>
            <translation>書き起こし</translation>
        </message>
        <message>
            <source>Distress</source>
            <translation>苦痛</translation>
        </message>
        <message>
            <source>Stress</source>
            <translation>ストレス</translation>
        </message>
        <message>
            <source>Exhaustion</source>
            <translation>疲弊</translation>
        </message>
        <message>
            <source>Sleep propensity</source>
            <translation>眠気傾向</translation>
        </message>
        <message>
            <source>Low self-esteem</source>
            <translation>自尊感情の低下</translation>
        </message>
        <message>
            <source>Mental strain</source>
            <translation>精神的負担</translation>
        </message>
        <message>
            <source>Distress (continuous)</source>
            <translation>苦痛（連続値）</translation>
        </message>
        <message>
            <source>Stress (continuous)</source>
            <translation>ストレス（連続値）</translation>
        </message>
        <message>
            <source>Exhaustion (continuous)</source>
            <translation>疲弊（連続値）</translation>
        </message>
        <message>
            <source>Sleep propensity (continuous)</source>
            <translation>眠気傾向（連続値）</translation>
        </message>
        <message>
            <source>Low self-esteem (continuous)</source>
            <translation>自尊感情の低下（連続値）</translation>
        </message>
        <message>
            <source>Measures by section chart</source>
            <translation>区間ごとの指標のグラフ</translation>
        </message>
        <message>
            <source>Measures to draw</source>
            <translation>描画する指標</translation>
        </message>
        <message>
            <source>Transcript by section</source>
            <translation>区間ごとの書き起こし</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>時間</translation>
        </message>
        <message>
            <source>Not in these results</source>
            <translation>この結果には含まれていません</translation>
        </message>
        <message>
            <source>No waveform</source>
            <translation>波形なし</translation>
        </message>
        <message>
            <source>(no words)</source>
            <translation>（単語なし）</translation>
        </message>
        <message>
            <source>{measure} {value} {band}</source>
            <translation>{measure} {value}（{band}）</translation>
        </message>
        <message>
            <source>{measure} {value}</source>
            <translation>{measure} {value}</translation>
        </message>
        <message>
            <source>Section {number} of {count}, {span}: {values}</source>
            <translation>区間 {number}/{count}、{span}: {values}</translation>
        </message>
        <message>
            <source>Left and Right arrow keys step through the sections, Home and End go to the first and the last; Enter plays the section.</source>
            <translation>左右の矢印キーで区間を移動し、ホームキーとエンドキーで最初と最後の区間に移動します。Enter キーで区間を再生します。</translation>
        </message>
        <message>
            <source>Point at a section to see its values; click it to listen.</source>
            <translation>区間を指すと値が表示されます。クリックすると再生します。</translation>
        </message>
        <message>
            <source>Section {number} ({start}–{end} s): {values}</source>
            <translation>区間 {number}（{start}–{end} s）: {values}</translation>
        </message>
        <message>
            <source>no measure selected</source>
            <translation>指標が選択されていません</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <source>Live captions and alerts from the local acoustic reference model's wellbeing-awareness policy ({policy}): they aid a clinician's judgement and diagnose nothing.</source>
            <translation>ローカルの音響の参照モデルによるウェルビーイング配慮ポリシー（{policy}）のライブ字幕とアラート：臨床医の判断を補助するもので、何も診断しません。</translation>
        </message>
        <message>
            <source>suicidal ideation</source>
            <translation>自殺念慮</translation>
        </message>
        <message>
            <source>self-harm</source>
            <translation>自傷</translation>
        </message>
        <message>
            <source>distress</source>
            <translation>苦痛</translation>
        </message>
        <message>
            <source>stress</source>
            <translation>ストレス</translation>
        </message>
        <message>
            <source>exhaustion</source>
            <translation>疲弊</translation>
        </message>
        <message>
            <source>low self-esteem</source>
            <translation>自尊心の低さ</translation>
        </message>
        <message>
            <source>depression probability</source>
            <translation>うつ病の確率</translation>
        </message>
        <message>
            <source>anxiety probability</source>
            <translation>不安症の確率</translation>
        </message>
        <message>
            <source>{measure} at centile {centile}</source>
            <translation>{measure}が{centile}パーセンタイル</translation>
        </message>
        <message>
            <source>{measure} {value} % (population {prior} %)</source>
            <translation>{measure} {value}%（一般人口 {prior}%）</translation>
        </message>
        <message>
            <source>the person said “{said}” ({category})</source>
            <translation>本人が「{said}」と発言（{category}）</translation>
        </message>
        <message>
            <source>at {time} the person said “{said}” ({category})</source>
            <translation>{time}に本人が「{said}」と発言（{category}）</translation>
        </message>
        <message>
            <source>Risk expression in the person's own words: {quotes}. Review the recording at these times and assess the person's safety now.</source>
            <translation>本人の言葉によるリスク表現: {quotes}。該当する時点の録音を確認し、今すぐ本人の安全を評価してください。</translation>
        </message>
        <message>
            <source>Voice measures of the local reference model: {cues}.</source>
            <translation>ローカル参照モデルによる音声の指標: {cues}。</translation>
        </message>
        <message>
            <source>Recording</source>
            <translation>録音</translation>
        </message>
        <message>
            <source>Mood question</source>
            <translation>気分の質問</translation>
        </message>
        <message>
            <source>Read aloud</source>
            <translation>音読</translation>
        </message>
        <message>
            <source>Mental wellness</source>
            <translation>メンタルウェルネス</translation>
        </message>
        <message>
            <source>Two-recording</source>
            <translation>2つの録音</translation>
        </message>
        <message>
            <source>one recording</source>
            <translation>1つの録音</translation>
        </message>
        <message>
            <source>mood question + read-aloud</source>
            <translation>気分の質問＋音読</translation>
        </message>
        <message>
            <source>Mental wellness (one recording)</source>
            <translation>メンタルウェルネス（1つの録音）</translation>
        </message>
        <message>
            <source>Two-recording (mood question + read-aloud)</source>
            <translation>2つの録音（気分の質問＋音読）</translation>
        </message>
        <message>
            <source>Recorded</source>
            <translation>録音済み</translation>
        </message>
        <message>
            <source>Uploading</source>
            <translation>アップロード中</translation>
        </message>
        <message>
            <source>Running</source>
            <translation>分析中</translation>
        </message>
        <message>
            <source>Complete</source>
            <translation>完了</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>失敗</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>キャンセル済み</translation>
        </message>
        <message>
            <source>Female</source>
            <translation>女性</translation>
        </message>
        <message>
            <source>Male</source>
            <translation>男性</translation>
        </message>
        <message>
            <source>Intersex</source>
            <translation>インターセックス</translation>
        </message>
        <message>
            <source>Not given</source>
            <translation>未回答</translation>
        </message>
        <message>
            <source>English</source>
            <translation>英語</translation>
        </message>
        <message>
            <source>English (Australia)</source>
            <translation>英語（オーストラリア）</translation>
        </message>
        <message>
            <source>English (United Kingdom)</source>
            <translation>英語（イギリス）</translation>
        </message>
        <message>
            <source>English (Ireland)</source>
            <translation>英語（アイルランド）</translation>
        </message>
        <message>
            <source>English (India)</source>
            <translation>英語（インド）</translation>
        </message>
        <message>
            <source>English (United States)</source>
            <translation>英語（アメリカ合衆国）</translation>
        </message>
        <message>
            <source>English (South Africa)</source>
            <translation>英語（南アフリカ）</translation>
        </message>
        <message>
            <source>Spanish (Spain)</source>
            <translation>スペイン語（スペイン）</translation>
        </message>
        <message>
            <source>Spanish (United States)</source>
            <translation>スペイン語（アメリカ合衆国）</translation>
        </message>
        <message>
            <source>Indonesian</source>
            <translation>インドネシア語</translation>
        </message>
        <message>
            <source>Japanese</source>
            <translation>日本語</translation>
        </message>
        <message>
            <source>Local engine</source>
            <translation>ローカルエンジン</translation>
        </message>
        <message>
            <source>Team server</source>
            <translation>チームサーバー</translation>
        </message>
        <message>
            <source>Default region</source>
            <translation>既定のリージョン</translation>
        </message>
        <message>
            <source>Canada region</source>
            <translation>カナダリージョン</translation>
        </message>
        <message>
            <source>United States region</source>
            <translation>米国リージョン</translation>
        </message>
    </context>
</TS>
