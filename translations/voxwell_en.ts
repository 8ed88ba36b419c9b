<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>ClientErrors</name>
        <message numerus="yes">
            <source>{service} sent a {model} that Voxwell does not understand (%n problem(s), first: {first}). The service may be newer than this version of Voxwell.</source>
            <translation>
                <numerusform>{service} sent a {model} that Voxwell does not understand (%n problem, first: {first}). The service may be newer than this version of Voxwell.</numerusform>
                <numerusform>{service} sent a {model} that Voxwell does not understand (%n problems, first: {first}). The service may be newer than this version of Voxwell.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>HistoryView</name>
        <message numerus="yes">
            <source>%n session(s). Double-click or press Enter to open one.</source>
            <translation>
                <numerusform>%n session. Double-click or press Enter to open one.</numerusform>
                <numerusform>%n sessions. Double-click or press Enter to open one.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Erased %n item(s) of {label} from this computer.</source>
            <translation>
                <numerusform>Erased %n item of {label} from this computer.</numerusform>
                <numerusform>Erased %n items of {label} from this computer.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LiveAlertBanner</name>
        <message numerus="yes">
            <source>%n alert(s) in this take</source>
            <translation>
                <numerusform>%n alert in this take</numerusform>
                <numerusform>%n alerts in this take</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <source>Resuming %n unfinished session(s).</source>
            <translation>
                <numerusform>Resuming %n unfinished session.</numerusform>
                <numerusform>Resuming %n unfinished sessions.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MeterWidget</name>
        <message numerus="yes">
            <source>Enough speech: %n second(s)</source>
            <translation>
                <numerusform>Enough speech: %n second</numerusform>
                <numerusform>Enough speech: %n seconds</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PdfReport</name>
        <message numerus="yes">
            <source>No questionnaire was answered within %n day(s) of this session.</source>
            <translation>
                <numerusform>No questionnaire was answered within %n day of this session.</numerusform>
                <numerusform>No questionnaire was answered within %n days of this session.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Recovery</name>
        <message numerus="yes">
            <source>Kept %n recovered take(s) for {people}: they fill the matching slots of that person's next session only.</source>
            <translation>
                <numerusform>Kept %n recovered take for {people}: they fill the matching slots of that person's next session only.</numerusform>
                <numerusform>Kept %n recovered takes for {people}: they fill the matching slots of that person's next session only.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Kept %n take(s) with no owner recorded in the takes folder; import them by hand into the right session.</source>
            <translation>
                <numerusform>Kept %n take with no owner recorded in the takes folder; import them by hand into the right session.</numerusform>
                <numerusform>Kept %n takes with no owner recorded in the takes folder; import them by hand into the right session.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RecoveryDialog</name>
        <message numerus="yes">
            <source>%n earlier take(s) of the same slots, recorded again since, were moved to {folder} and will not be offered again.</source>
            <translation>
                <numerusform>%n earlier take of the same slots, recorded again since, was moved to {folder} and will not be offered again.</numerusform>
                <numerusform>%n earlier takes of the same slots, recorded again since, were moved to {folder} and will not be offered again.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ResultsView</name>
        <message numerus="yes">
            <source>Live monitoring raised %n alert(s) while recording; the highest: {heading}: {reason} Captions and alerts with their times are in the PDF report. {note}</source>
            <translation>
                <numerusform>Live monitoring raised %n alert while recording; the highest: {heading}: {reason} Captions and alerts with their times are in the PDF report. {note}</numerusform>
                <numerusform>Live monitoring raised %n alerts while recording; the highest: {heading}: {reason} Captions and alerts with their times are in the PDF report. {note}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Live monitoring raised %n alert(s) while recording; the highest: {heading}. Captions and alerts with their times are in the PDF report. {note}</source>
            <translation>
                <numerusform>Live monitoring raised %n alert while recording; the highest: {heading}. Captions and alerts with their times are in the PDF report. {note}</numerusform>
                <numerusform>Live monitoring raised %n alerts while recording; the highest: {heading}. Captions and alerts with their times are in the PDF report. {note}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The stored results cannot be shown: they do not have the expected shape (%n problem(s)). Export them as JSON to inspect them.</source>
            <translation>
                <numerusform>The stored results cannot be shown: they do not have the expected shape (%n problem). Export them as JSON to inspect them.</numerusform>
                <numerusform>The stored results cannot be shown: they do not have the expected shape (%n problems). Export them as JSON to inspect them.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Retention</name>
        <message numerus="yes">
            <source>This recording was removed on {date} under the retention rule (kept %n day(s) after results). The results are kept.</source>
            <translation>
                <numerusform>This recording was removed on {date} under the retention rule (kept %n day after results). The results are kept.</numerusform>
                <numerusform>This recording was removed on {date} under the retention rule (kept %n days after results). The results are kept.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SessionReport</name>
        <message numerus="yes">
            <source>The stored results do not have the expected shape (%n problem(s)); they cannot be exported in this format.</source>
            <translation>
                <numerusform>The stored results do not have the expected shape (%n problem); they cannot be exported in this format.</numerusform>
                <numerusform>The stored results do not have the expected shape (%n problems); they cannot be exported in this format.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SpeechMeter</name>
        <message numerus="yes">
            <source>The sound is too loud and has clipped %n time(s): move a little away from the microphone or turn its input gain down.</source>
            <translation>
                <numerusform>The sound is too loud and has clipped %n time: move a little away from the microphone or turn its input gain down.</numerusform>
                <numerusform>The sound is too loud and has clipped %n times: move a little away from the microphone or turn its input gain down.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StudyView</name>
        <message numerus="yes">
            <source>Exported %n session(s) to {name}.</source>
            <translation>
                <numerusform>Exported %n session to {name}.</numerusform>
                <numerusform>Exported %n sessions to {name}.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TakeSession</name>
        <message numerus="yes">
            <source>%n short gap(s) in the recording: the computer was too busy to keep up. Close other programs and record again if the take matters.</source>
            <translation>
                <numerusform>%n short gap in the recording: the computer was too busy to keep up. Close other programs and record again if the take matters.</numerusform>
                <numerusform>%n short gaps in the recording: the computer was too busy to keep up. Close other programs and record again if the take matters.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TrendView</name>
        <message numerus="yes">
            <source>Questionnaire totals (right axis): %n answer(s).</source>
            <translation>
                <numerusform>Questionnaire totals (right axis): %n answer.</numerusform>
                <numerusform>Questionnaire totals (right axis): %n answers.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n session(s)</source>
            <translation>
                <numerusform>%n session</numerusform>
                <numerusform>%n sessions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n model version(s)</source>
            <translation>
                <numerusform>%n model version</numerusform>
                <numerusform>%n model versions</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>UploadView</name>
        <message numerus="yes">
            <source>%n more session(s) waiting to upload.</source>
            <translation>
                <numerusform>%n more session waiting to upload.</numerusform>
                <numerusform>%n more sessions waiting to upload.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>UserDataView</name>
        <message numerus="yes">
            <source>The JSON is a valid object with %n key(s).</source>
            <translation>
                <numerusform>The JSON is a valid object with %n key.</numerusform>
                <numerusform>The JSON is a valid object with %n keys.</numerusform>
            </translation>
        </message>
    </context>
</TS>
