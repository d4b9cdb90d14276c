import CGtk
// The GObject runtime (Object, signals, the wrapper registry) is part of this module's API.
@_exported import GLib
