; Inno Setup 6 script: a per-user Windows installer for the one-folder Voxwell build.
;
; Build the app first (packaging/build.sh in Git Bash, or the CI workflow), then:
;   iscc /DAppVersion=0.1.0 packaging\windows\voxwell.iss
; Output: dist\Voxwell-<version>-windows-x64-setup.exe
;
; Per-user: no administrator rights, installs to %LOCALAPPDATA%\Programs\Voxwell, a Start-menu
; entry for this user and an uninstaller in "Apps & features". The user's sessions, takes and
; engine store live in %LOCALAPPDATA%\Voxwell (not the install folder) and survive an
; uninstall or an upgrade. Silent install (used by CI): setup.exe /VERYSILENT /SUPPRESSMSGBOXES
;
; Signing (see packaging/SIGNING.md): compile with /DSign and a sign tool named "signtool", e.g.
;   iscc /DSign "/Ssigntool=signtool.exe sign /f cert.pfx /p PASSWORD /fd sha256 /tr URL /td sha256 $f" ...
; Then the setup program and its uninstaller are signed; without /DSign both are unsigned.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef DistDir
  ; Relative to this script's folder.
  #define DistDir "..\..\dist"
#endif

[Setup]
; The AppId identifies the installation for upgrades and uninstall: never change it.
AppId={{5C0A3C8E-7B1D-4E43-9A3E-1F6D2B9C4A71}
AppName=Voxwell
AppVersion={#AppVersion}
AppVerName=Voxwell {#AppVersion}
AppPublisher=Voxwell
DefaultDirName={autopf}\Voxwell
DefaultGroupName=Voxwell
DisableProgramGroupPage=yes
DisableDirPage=auto
; Per-user install only ({autopf} is then %LOCALAPPDATA%\Programs).
PrivilegesRequired=lowest
OutputDir={#DistDir}
OutputBaseFilename=Voxwell-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Windows 10 1903 or later: the executables' manifest sets the UTF-8 code page, which older
; versions ignore (speech recognition then fails under a user folder with non-ASCII letters).
MinVersion=10.0.18362
WizardStyle=modern
UninstallDisplayName=Voxwell
UninstallDisplayIcon={app}\Voxwell.exe
; Ask a running Voxwell (and its engine child process) to close before files are replaced.
CloseApplications=yes
RestartApplications=no
SetupLogging=yes
#ifdef Sign
SignTool=signtool
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole one-folder build: Voxwell.exe (the window), voxwell-cli.exe (the same program for a
; terminal: self-test, analyze, devices) and _internal\ (Python, Qt, engine, models, PortAudio).
Source: "{#DistDir}\Voxwell\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundled libraries wholesale, so no stale file from an older build stays.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\Voxwell"; Filename: "{app}\Voxwell.exe"; Comment: "Record and review voice sessions"
Name: "{autodesktop}\Voxwell"; Filename: "{app}\Voxwell.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\Voxwell.exe"; Description: "{cm:LaunchProgram,Voxwell}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Files Python writes next to the app (bytecode caches) are not in the install log.
Type: filesandordirs; Name: "{app}\_internal"
