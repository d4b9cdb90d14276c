import Adw
