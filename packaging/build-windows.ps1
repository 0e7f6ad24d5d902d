# Build, package and check the Windows release from a clean clone (run by CI on windows-latest):
#   1. a throwaway venv under build\windows\ with this project and PyInstaller from PyPI,
#      and the search modules compiled with mypyc in a copy of the source;
#   2. the PyInstaller folder (icon drawn from the SVG by the spec), smoke-tested;
#   3. the Inno Setup installer (Start menu, .elasund association, uninstaller);
#   4. a silent per-user install into a scratch folder, the smoke test from there,
#      the association checked in the registry, then a silent uninstall.
# Usage: pwsh packaging/build-windows.ps1      ($env:PYTHON picks the interpreter)
# Result: dist\elasund-desktop-<version>-setup.exe and dist\elasund-desktop-<version>-windows.zip
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..")
$Root = (Get-Location).Path
$Python = if ($env:PYTHON) { $env:PYTHON } else { "python" }
$Work = Join-Path $Root "build\windows"

function Invoke-Checked([string]$What, [scriptblock]$Block) {
    & $Block
    if ($LASTEXITCODE -ne 0) { throw "$What failed with exit code $LASTEXITCODE" }
}

Write-Host "== throwaway venv in build\windows\venv"
if (Test-Path $Work) { Remove-Item -Recurse -Force $Work }
New-Item -ItemType Directory -Force $Work, (Join-Path $Root "dist") | Out-Null
Invoke-Checked "venv" { & $Python -m venv "$Work\venv" }
$VPy = "$Work\venv\Scripts\python.exe"
Invoke-Checked "pip" { & $VPy -m pip install --quiet --upgrade pip }
Invoke-Checked "pip install" { & $VPy -m pip install --quiet . "pyinstaller>=6.10" }
$Version = (& $VPy -c "import elasund_desktop; print(elasund_desktop.__version__)").Trim()
Write-Host "elasund-desktop $Version"

Write-Host "== the search modules compiled with mypyc, in a copy of the source"
# (packaging\compile_native.py: the repository stays plain Python; the C compiler
# is the runner's MSVC, which setuptools finds by itself)
Invoke-Checked "pip install mypy" {
    & $VPy -m pip install --quiet "mypy>=1.10" "setuptools>=77" wheel
}
$Native = Join-Path $Work "native-src"
Invoke-Checked "mypyc" { & $VPy packaging\compile_native.py --from . $Native }

Write-Host "== PyInstaller bundle"
$env:ELASUND_DESKTOP_SOURCE_ROOT = $Native
Invoke-Checked "PyInstaller" {
    & $VPy -m PyInstaller --noconfirm --log-level WARN --distpath "$Work\dist" `
        --workpath "$Work\pyinstaller" packaging\elasund_desktop.spec
}
Remove-Item Env:\ELASUND_DESKTOP_SOURCE_ROOT
$Bundle = "$Work\dist\elasund-desktop"

function Test-Smoke([string]$Exe, [string]$Png) {
    # A game in Ukrainian, offscreen, and the picture checked for not being blank.
    $homeDir = Join-Path $Work ("home-" + [guid]::NewGuid())
    New-Item -ItemType Directory $homeDir | Out-Null
    $env:ELASUND_DESKTOP_HOME = $homeDir
    $env:QT_QPA_PLATFORM = "offscreen"
    $arguments = @("screenshot", "--game", "catan", "--players", "3", "--seed", "7",
        "--moves", "60", "--lang", "uk", "--out", "`"$Png`"")
    # A window program (no console): Start-Process waits for it and gives its exit code.
    $process = Start-Process -FilePath $Exe -ArgumentList $arguments -Wait -PassThru -NoNewWindow
    if ($process.ExitCode -ne 0) { throw "screenshot by $Exe failed ($($process.ExitCode))" }
    Invoke-Checked "picture check" { & $VPy packaging\check_png.py $Png }
    # One Hard move through the search helper (the .exe with --search-helper, ai\worker.py):
    # think-check exits 1 unless another process thought it; its JSON goes to a file
    # because a window program has no console to print to.
    $report = Join-Path $homeDir "think-check.json"
    $check = Start-Process -FilePath $Exe -ArgumentList @("think-check", "--game", "catan") `
        -Wait -PassThru -NoNewWindow -RedirectStandardOutput $report
    Write-Host "think-check: $(Get-Content $report)"
    if ($check.ExitCode -ne 0) { throw "no search helper process in $Exe ($($check.ExitCode))" }
    Invoke-Checked "think-check report" { & $VPy packaging\check_think.py $report }
    Remove-Item Env:\ELASUND_DESKTOP_HOME, Env:\QT_QPA_PLATFORM
    Remove-Item -Recurse -Force $homeDir
}
Write-Host "== smoke test of the bundle"
Test-Smoke "$Bundle\elasund-desktop.exe" "$Work\smoke-bundle.png"
Compress-Archive -Path $Bundle -DestinationPath "dist\elasund-desktop-$Version-windows.zip" -Force

Write-Host "== Inno Setup installer"
$Iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $Iscc) { $Iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $Iscc)) {
    Invoke-Checked "choco install innosetup" { choco install innosetup -y --no-progress }
}
Invoke-Checked "ISCC" {
    & $Iscc /Qp "/DAppVersion=$Version" "/DSourceDir=$Bundle" `
        "/DIconFile=$Root\build\icons\elasund-desktop.ico" "/DOutputDir=$Root\dist" `
        packaging\windows\elasund-desktop.iss
}
$Setup = "dist\elasund-desktop-$Version-setup.exe"

Write-Host "== silent install into a scratch folder, smoke test, uninstall"
$Target = "$Work\installed"
$install = Start-Process -FilePath $Setup -Wait -PassThru -ArgumentList @(
    "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER", "/DIR=`"$Target`"")
if ($install.ExitCode -ne 0) { throw "installer failed ($($install.ExitCode))" }
$command = (Get-ItemProperty "HKCU:\Software\Classes\ElasundDesktop.Save\shell\open\command").'(default)'
if ($command -notlike "*elasund-desktop.exe*%1*") { throw "no file association: $command" }
$progId = (Get-ItemProperty "HKCU:\Software\Classes\.elasund").'(default)'
if ($progId -ne "ElasundDesktop.Save") { throw ".elasund is not ours: $progId" }
Write-Host "file association: .elasund -> $command"
Test-Smoke "$Target\elasund-desktop.exe" "$Work\smoke-installed.png"
$uninstall = Start-Process -FilePath "$Target\unins000.exe" -Wait -PassThru -ArgumentList @(
    "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART")
if ($uninstall.ExitCode -ne 0) { throw "uninstaller failed ($($uninstall.ExitCode))" }
# The uninstaller goes on in a copy of itself after the first process ends: wait for it.
for ($i = 0; $i -lt 60 -and (Test-Path "$Target\elasund-desktop.exe"); $i++) { Start-Sleep -Seconds 1 }
if (Test-Path "$Target\elasund-desktop.exe") { throw "the uninstaller left the program behind" }
if (Test-Path "HKCU:\Software\Classes\ElasundDesktop.Save") { throw "the association stayed" }
Write-Host "uninstalled cleanly"
Get-Item $Setup, "dist\elasund-desktop-$Version-windows.zip" | Format-Table Name, Length
