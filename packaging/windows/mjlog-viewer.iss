; Inno Setup script: installs the PyInstaller one-folder bundle and associates .mjlog files.
;
;   python packaging\build_bundle.py          (makes dist\mjlog-viewer\ and the .ico)
;   iscc /DAppVersion=0.2.0 packaging\windows\mjlog-viewer.iss
;
; Installs per user by default (no administrator rights; HKA = HKCU then), or for all users
; when the user picks it. Double-clicking several logs starts one process per file; the
; viewer's single-instance hand-over gathers them into the running window.

#ifndef AppVersion
  #define AppVersion "0.2.0"
#endif
#define AppName "mjlog viewer"
#define AppExe "mjlog-viewer.exe"
#define ProgId "mjlogviewer.mjlog.1"
#define Root "..\.."

[Setup]
AppId={{2FAFE1D2-6D4C-4F0E-AAB1-E7AE5F76CF1C}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=mjlog-viewer contributors
DefaultDirName={autopf}\mjlog viewer
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ChangesAssociations=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=mjlog-viewer-{#AppVersion}-setup
SetupIconFile={#Root}\build\pyinstaller\icons\mjlog-viewer.ico
UninstallDisplayIcon={app}\{#AppExe}
WizardStyle=modern
Compression=lzma2
SolidCompression=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "associate"; Description: "Open Tenhou logs (.mjlog) with {#AppName}"; GroupDescription: "File types:"
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\dist\mjlog-viewer\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; The ProgID: what a .mjlog is, its icon, and the command that opens it.
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Tenhou mahjong log"; Flags: uninsdeletekey; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: associate
; The extension: default handler, "Open with" list and MIME type.
Root: HKA; Subkey: "Software\Classes\.mjlog"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\.mjlog"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-mjlog"; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\.mjlog\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: associate
; The application itself, so "Open with" lists it for .mjlog and .xml logs.
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".mjlog"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".xml"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
