# Makes MSYS2's GTK usable from SwiftPM with the Swift toolchain for Windows (MSVC target).
#
# SwiftPM reads .pc files itself. MSYS2's say `prefix=/clang64`, a path only MSYS2's own tools
# understand: copy them with the Windows path of the prefix instead. The linker (lld-link) looks
# for `gtk-4.lib` where MSYS2 ships the import library `libgtk-4.dll.a`; lld reads those, so a
# copy under the name it asks for is enough. The DLLs themselves are found through PATH.
param([Parameter(Mandatory = $true)][string]$Root)

$ErrorActionPreference = 'Stop'
$rootForward = $Root -replace '\\', '/'
$pcDir = Join-Path $env:RUNNER_TEMP 'pkgconfig'
$libDir = Join-Path $env:RUNNER_TEMP 'msvc-lib'
New-Item -ItemType Directory -Force -Path $pcDir, $libDir | Out-Null

foreach ($pc in Get-ChildItem (Join-Path $Root 'lib\pkgconfig') -Filter '*.pc') {
  $text = (Get-Content $pc.FullName -Raw) -replace '(?m)^prefix=.*$', "prefix=$rootForward"
  Set-Content -Path (Join-Path $pcDir $pc.Name) -Value $text -NoNewline
}
foreach ($lib in Get-ChildItem (Join-Path $Root 'lib') -Filter 'lib*.dll.a') {
  $name = $lib.Name -replace '^lib', '' -replace '\.dll\.a$', '.lib'
  Copy-Item $lib.FullName (Join-Path $libDir $name)
}

"PKG_CONFIG_PATH=$pcDir" | Out-File -FilePath $env:GITHUB_ENV -Append -Encoding utf8
"LIB=$libDir;$env:LIB" | Out-File -FilePath $env:GITHUB_ENV -Append -Encoding utf8
(Join-Path $Root 'bin') | Out-File -FilePath $env:GITHUB_PATH -Append -Encoding utf8
