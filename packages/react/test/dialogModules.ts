// The dialogs' modules, imported as a test file loads: collection has no
// per-test time limit. A unit test that opens a dialog (lazily loaded by
// `dialogLoaders`) before any other test of its worker did would spend its
// own 5 s transforming the dialog's whole module graph: 5.2 s once, with the
// machine's two cores shared by three test runs (dialogs.test.tsx).
import '../src/components/AccountDialog/AccountDialog.tsx'
import '../src/components/ConnectDialog/ConnectDialog.tsx'
import '../src/components/NetworkDialog/NetworkDialog.tsx'
