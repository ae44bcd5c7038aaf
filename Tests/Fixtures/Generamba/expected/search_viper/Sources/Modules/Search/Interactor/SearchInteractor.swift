// SearchSearchInteractor.swift
final class SearchInteractor {
    let project = "SEARCH APP"
    let company = "Acme Labs"
    let author = "Jane Roe"
    let withRouter = "yes"
}
