; Inno Setup 6 script for Yezi 叶子: a per-user installer around the PyInstaller folder.
; packaging/build.py runs it when iscc is on PATH; by hand, after "python packaging\build.py bundle":
;   iscc /DAppVersion=0.2.0 /DSourceDir=dist\yezi /DIconFile=build\icons\yezi.ico /Odist packaging\windows\yezi.iss

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\yezi"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\yezi.ico"
#endif

[Setup]
AppId={{6B0E3D52-9C41-4D0B-9E38-5A8C2F1E7A11}
AppName=Yezi 叶子
AppVersion={#AppVersion}
AppVerName=Yezi 叶子 {#AppVersion}
AppPublisher=The Yezi authors
DefaultDirName={autopf}\Yezi
DefaultGroupName=Yezi 叶子
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputBaseFilename=yezi-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\yezi.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
; Inno Setup ships no Chinese messages; its unofficial ChineseSimplified.isl /
; ChineseTraditional.isl can be added here when present on the build machine.

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Yezi 叶子"; Filename: "{app}\yezi.exe"
Name: "{group}\认牌练习 Card trainer"; Filename: "{app}\yezi.exe"; Parameters: "train"
Name: "{autodesktop}\Yezi 叶子"; Filename: "{app}\yezi.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\yezi.exe"; Description: "{cm:LaunchProgram,Yezi 叶子}"; Flags: nowait postinstall skipifsilent
